ALTER TABLE "salons" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "reminder_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminders_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminder_token" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_reminder_due_idx" ON "appointments" USING btree ("start_at") WHERE "appointments"."reminded_at" is null and "appointments"."status" = 'new' and "appointments"."kind" = 'appointment';--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_reminderToken_unique" UNIQUE("reminder_token");