CREATE TABLE "asset_uploads" (
	"md5ext" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_uploads_pkey" PRIMARY KEY("md5ext","account_id")
);
--> statement-breakpoint
ALTER TABLE "asset_uploads" ADD CONSTRAINT "asset_uploads_md5ext_fkey" FOREIGN KEY ("md5ext") REFERENCES "public"."assets"("md5ext") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_uploads" ADD CONSTRAINT "asset_uploads_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_uploads_account" ON "asset_uploads" USING btree ("account_id");