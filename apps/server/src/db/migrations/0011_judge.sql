CREATE TABLE "problem_tests" (
	"problem_id" text NOT NULL,
	"index" integer NOT NULL,
	"input" text NOT NULL,
	"output" text NOT NULL,
	CONSTRAINT "problem_tests_pkey" PRIMARY KEY("problem_id","index")
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statement" text NOT NULL,
	"time_limit_ms" integer NOT NULL,
	"memory_limit_mb" integer NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checker" jsonb NOT NULL,
	"subtasks" jsonb,
	"test_count" integer NOT NULL,
	"package" "bytea" NOT NULL,
	"content_hash" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problems_source_check" CHECK ("problems"."source" IN ('content', 'import'))
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"problem_id" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress_test" integer,
	"progress_of" integer,
	"verdict" text,
	"score" integer,
	"time_ms" integer,
	"memory_kb" integer,
	"cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diagnostics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "submissions_language_check" CHECK ("submissions"."language" IN ('cpp', 'python')),
	CONSTRAINT "submissions_state_check" CHECK ("submissions"."state" IN ('queued', 'compiling', 'running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "problem_tests" ADD CONSTRAINT "problem_tests_problem_id_fkey" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_problem_id_fkey" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_account_created" ON "submissions" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_account_problem" ON "submissions" USING btree ("account_id","problem_id");