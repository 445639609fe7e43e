CREATE TABLE "idempotent_replies" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_replies_pkey" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_replies_created_at_idx" ON "idempotent_replies" USING btree ("created_at");