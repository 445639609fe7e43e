CREATE TABLE "cpp_modules" (
	"hash" text PRIMARY KEY NOT NULL,
	"wasm" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"compiler" text NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cpp_modules_used_at" ON "cpp_modules" USING btree ("used_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_kind_check" CHECK ("projects"."kind" IN ('scratch', 'python', 'cpp'));