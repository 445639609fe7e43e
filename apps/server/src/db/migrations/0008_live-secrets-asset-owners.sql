CREATE TABLE "project_assets" (
	"project_id" text NOT NULL,
	"md5ext" text NOT NULL,
	CONSTRAINT "project_assets_pkey" PRIMARY KEY("project_id","md5ext")
);
--> statement-breakpoint
-- Snapshots from before write secrets had guessable ids and no owner: they cannot be kept safely.
DELETE FROM "live_snapshots";--> statement-breakpoint
ALTER TABLE "live_snapshots" DROP CONSTRAINT "live_snapshots_pkey";--> statement-breakpoint
ALTER TABLE "live_snapshots" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "source" text DEFAULT 'library' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "uploader_id" integer;--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD COLUMN "id" text PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD COLUMN "secret_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD COLUMN "number_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "project_assets" ADD CONSTRAINT "project_assets_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_assets_md5ext" ON "project_assets" USING btree ("md5ext");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_uploader_id_fkey" FOREIGN KEY ("uploader_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD CONSTRAINT "live_snapshots_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_uploader" ON "assets" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "live_snapshots_account" ON "live_snapshots" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "live_snapshots_expires" ON "live_snapshots" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD CONSTRAINT "live_snapshots_number_key" UNIQUE("number");