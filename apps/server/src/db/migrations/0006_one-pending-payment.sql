ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- Written by hand: orders that already wait on several payments keep the newest; the others are
-- cancelled (replaced), so the index below can be built. A cancelled payment the provider still
-- completes is recorded all the same (orders/store.ts settle).
UPDATE "payments" SET "status" = 'cancelled' WHERE "status" = 'pending' AND "order_id" IS NOT NULL AND "id" NOT IN (SELECT DISTINCT ON ("order_id") "id" FROM "payments" WHERE "status" = 'pending' AND "order_id" IS NOT NULL ORDER BY "order_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_order" ON "payments" USING btree ("order_id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_check" CHECK (refund_reason IN ('duplicate'));