CREATE TABLE "account_leases" (
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_leases_pkey" PRIMARY KEY("account_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "exercise_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"exercise_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"result" jsonb,
	"failure" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "exercise_attempts_state_check" CHECK ("exercise_attempts"."state" IN ('queued', 'checking', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"lane" integer NOT NULL,
	"resource" text NOT NULL,
	"task" text NOT NULL,
	"ref_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim" text,
	"worker" text,
	"started_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"heavy" boolean DEFAULT false NOT NULL,
	CONSTRAINT "work_jobs_state_check" CHECK ("work_jobs"."state" IN ('queued', 'running')),
	CONSTRAINT "work_jobs_lane_check" CHECK ("work_jobs"."lane" IN (0, 1)),
	CONSTRAINT "work_jobs_task_check" CHECK ("work_jobs"."task" IN ('attempt', 'submission')),
	CONSTRAINT "work_jobs_resource_check" CHECK ("work_jobs"."resource" IN ('python', 'cpp', 'scratch', 'quiz'))
);
--> statement-breakpoint
CREATE TABLE "work_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"resources" jsonb NOT NULL,
	"slots" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_leases" ADD CONSTRAINT "account_leases_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_exercise_id_fkey" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_jobs" ADD CONSTRAINT "work_jobs_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_attempts_account_created" ON "exercise_attempts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends" ON "rate_limit_hits" USING btree ("window_ends");--> statement-breakpoint
CREATE UNIQUE INDEX "work_jobs_task_ref" ON "work_jobs" USING btree ("task","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_jobs_one_running_per_account" ON "work_jobs" USING btree ("account_id") WHERE "work_jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "work_jobs_queued" ON "work_jobs" USING btree ("lane","ready_at","id") WHERE "work_jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "work_jobs_account" ON "work_jobs" USING btree ("account_id","lane","queued_at");--> statement-breakpoint
INSERT INTO "work_jobs" ("account_id", "lane", "resource", "task", "ref_id") SELECT "account_id", 1, "language", 'submission', "id" FROM "submissions" WHERE "state" <> 'done';
