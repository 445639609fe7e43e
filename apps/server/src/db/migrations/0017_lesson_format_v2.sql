CREATE TABLE "study_time" (
	"account_id" integer NOT NULL,
	"lesson_id" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_time_pkey" PRIMARY KEY("account_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "exercise_progress" ADD COLUMN "passed_how" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "study_time" ADD CONSTRAINT "study_time_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_time" ADD CONSTRAINT "study_time_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Passes from before issue 37 with no hint asked were the child's own; the others stay unknown (null).
UPDATE "exercise_progress" SET "passed_how" = 'own' WHERE "passed_at" IS NOT NULL AND "hints_used" = 0;
