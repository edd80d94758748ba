CREATE TABLE "booking_deposits" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"visit_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_id" text,
	"br_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"sale_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_deposits_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "booking_deposits_visit_unique" UNIQUE("salon_id","visit_id"),
	CONSTRAINT "booking_deposits_status_check" CHECK ("booking_deposits"."status" in ('pending', 'paid', 'expired', 'applied', 'kept', 'refund_pending', 'refunded')),
	CONSTRAINT "booking_deposits_amount_check" CHECK ("booking_deposits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD CONSTRAINT "booking_deposits_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_deposits_pending_idx" ON "booking_deposits" USING btree ("expires_at") WHERE "booking_deposits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "booking_deposits_refund_idx" ON "booking_deposits" USING btree ("updated_at") WHERE "booking_deposits"."status" = 'refund_pending';--> statement-breakpoint
CREATE INDEX "booking_links_visit_idx" ON "booking_links" USING btree ("salon_id","visit_id");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_deposit_check" CHECK ("sales"."deposit" between 0 and "sales"."price");