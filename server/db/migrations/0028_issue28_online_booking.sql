CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"salon_id" bigint NOT NULL,
	"visit_id" uuid NOT NULL,
	"employee_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"salon_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_booking" (
	"salon_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	"cancel_hours" integer DEFAULT 12 NOT NULL,
	"deposit_rule" text DEFAULT 'none' NOT NULL,
	"deposit_kind" text DEFAULT 'percent' NOT NULL,
	"deposit_value" integer DEFAULT 0 NOT NULL,
	"intro" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_booking_rule_check" CHECK ("online_booking"."deposit_rule" in ('none', 'per_service', 'no_show')),
	CONSTRAINT "online_booking_kind_check" CHECK ("online_booking"."deposit_kind" in ('percent', 'fixed')),
	CONSTRAINT "online_booking_numbers_check" CHECK ("online_booking"."min_notice_minutes" between 0 and 10080 and "online_booking"."horizon_days" between 1 and 365 and "online_booking"."slot_minutes" in (5, 10, 15, 20, 30, 60)
        and "online_booking"."cancel_hours" between 0 and 168 and "online_booking"."deposit_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bookable_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bookable_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "origin" text DEFAULT 'desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "online_booking" ADD CONSTRAINT "online_booking_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slugs_salon_unique" ON "booking_slugs" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "appointments_visit_idx" ON "appointments" USING btree ("salon_id","visit_id") WHERE "appointments"."visit_id" is not null;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_check" CHECK ("services"."buffer_after" between 0 and 7200 and "services"."buffer_after" % 300 = 0);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_origin_check" CHECK ("appointments"."origin" in ('desk', 'online'));