ALTER TABLE "salons" ADD COLUMN "price_change_front_desk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "price_change_professional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "price_change_max_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_subscribe_once" ON "subscription_payments" USING btree ("salon_id") WHERE "subscription_payments"."kind" = 'subscription' and "subscription_payments"."status" = 'pending';