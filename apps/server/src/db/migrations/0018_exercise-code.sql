CREATE TABLE "exercise_code" (
	"account_id" integer NOT NULL,
	"exercise_id" text NOT NULL,
	"code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_code_pkey" PRIMARY KEY("account_id","exercise_id"),
	CONSTRAINT "exercise_code_length_check" CHECK (char_length("exercise_code"."code") <= 65536)
);
--> statement-breakpoint
ALTER TABLE "exercise_code" ADD CONSTRAINT "exercise_code_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_code" ADD CONSTRAINT "exercise_code_exercise_id_fkey" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;