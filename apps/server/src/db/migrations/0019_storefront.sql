CREATE TABLE "course_reminders" (
	"account_id" integer NOT NULL,
	"app_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "course_reminders_pkey" PRIMARY KEY("account_id","app_uid")
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "ages_from" integer;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "ages_to" integer;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "prerequisites" text;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "gesp_track" text;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "gesp_level" integer;--> statement-breakpoint
ALTER TABLE "sales_packages" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_reminders" ADD CONSTRAINT "course_reminders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reminders" ADD CONSTRAINT "course_reminders_app_uid_fkey" FOREIGN KEY ("app_uid") REFERENCES "public"."apps"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_reminders_due" ON "course_reminders" USING btree ("due_at") WHERE "course_reminders"."sent_at" IS NULL AND "course_reminders"."claimed_at" IS NULL;