CREATE TABLE "subscription_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"kind" text NOT NULL,
	"plan_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"charge_id" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payments_kind" CHECK ("subscription_payments"."kind" in ('subscription', 'renewal')),
	CONSTRAINT "subscription_payments_status" CHECK ("subscription_payments"."status" in ('pending', 'paid', 'declined', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "billing_email" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "card_id" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_payments_salon_idx" ON "subscription_payments" USING btree ("salon_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_renewal_once" ON "subscription_payments" USING btree ("salon_id","period_start") WHERE "subscription_payments"."kind" = 'renewal';