ALTER TABLE "appointments" ADD COLUMN "told_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_moved_after_reminder_idx" ON "appointments" USING btree ("moved_at") WHERE "appointments"."told_start_at" <> "appointments"."start_at" and "appointments"."status" = 'new';--> statement-breakpoint
-- Bookings already reminded were told of their start as it is now (a move used to clear reminded_at).
UPDATE "appointments" SET "told_start_at" = "start_at" WHERE "reminded_at" IS NOT NULL;
