ALTER TABLE "projects" ADD COLUMN "lesson_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_owner_lesson" ON "projects" USING btree ("owner_id","lesson_id");