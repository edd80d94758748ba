ALTER TABLE "sales" DROP CONSTRAINT "sales_price_check";--> statement-breakpoint
ALTER TABLE "sale_transactions" DROP CONSTRAINT "sale_transactions_amounts_check";--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "last_sale_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "service_commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "product_commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "commission" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "number" integer;--> statement-breakpoint
-- Any sale written before numbering existed gets its salon's next numbers, in the order it was made.
UPDATE "sales" SET "number" = numbered."n" FROM (SELECT "id", row_number() OVER (PARTITION BY "salon_id" ORDER BY "id") AS "n" FROM "sales") AS numbered WHERE numbered."id" = "sales"."id";--> statement-breakpoint
UPDATE "salons" SET "last_sale_number" = counted."n" FROM (SELECT "salon_id", count(*) AS "n" FROM "sales" GROUP BY "salon_id") AS counted WHERE counted."salon_id" = "salons"."id";--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "received" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "status" text DEFAULT 'completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "canceled_by" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD COLUMN "commission_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD COLUMN "commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_transactions_appointment_live_unique" ON "sale_transactions" USING btree ("salon_id","appointment_id") WHERE "sale_transactions"."appointment_id" is not null and "sale_transactions"."canceled_at" is null;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_number_unique" UNIQUE("salon_id","number");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_commission_check" CHECK ("employees"."service_commission" between 0 and 10000 and "employees"."product_commission" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_commission_check" CHECK ("services"."commission" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('completed', 'canceled'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_canceled_check" CHECK (("sales"."status" = 'canceled') = ("sales"."canceled_at" is not null));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_price_check" CHECK ("sales"."price" >= 0 and "sales"."received" >= 0);--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_commission_check" CHECK ("sale_transactions"."commission_rate" between 0 and 10000 and "sale_transactions"."commission" >= 0);--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_item_check" CHECK (num_nonnulls("sale_transactions"."service_id", "sale_transactions"."product_id") = 1);--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_amounts_check" CHECK ("sale_transactions"."value" >= 0 and "sale_transactions"."discount" >= 0 and "sale_transactions"."quantity" >= 1 and "sale_transactions"."discount" <= "sale_transactions"."value"::bigint * "sale_transactions"."quantity");