ALTER TABLE "appointments" DROP CONSTRAINT "appointments_duration_check";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "working_hours" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "kind" text DEFAULT 'appointment' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("salon_id","series_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_kind_check" CHECK ("appointments"."kind" in ('appointment', 'block'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_kind_fields_check" CHECK (("appointments"."kind" = 'appointment' and "appointments"."client_id" is not null and "appointments"."service_id" is not null and "appointments"."price" is not null)
        or ("appointments"."kind" = 'block' and "appointments"."client_id" is null and "appointments"."service_id" is null and "appointments"."price" is null and "appointments"."status" = 'new'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_duration_check" CHECK ("appointments"."duration" between 300 and (case when "appointments"."kind" = 'block' then 86400 else 18000 end));