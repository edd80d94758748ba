CREATE TABLE "sale_tips" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"sale_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_tips_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "sale_tips_amount_check" CHECK ("sale_tips"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "card_fees" jsonb;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "commission_net_of_fees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "commission_net_of_cost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD COLUMN "unit_cost" integer;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "installments" smallint;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "nsu" text;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_salon_id_sale_id_sales_salon_id_id_fk" FOREIGN KEY ("salon_id","sale_id") REFERENCES "public"."sales"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_salon_id_employee_id_employees_salon_id_id_fk" FOREIGN KEY ("salon_id","employee_id") REFERENCES "public"."employees"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_tips_sale_employee_unique" ON "sale_tips" USING btree ("salon_id","sale_id","employee_id");--> statement-breakpoint
CREATE INDEX "sale_tips_employee_idx" ON "sale_tips" USING btree ("salon_id","employee_id");--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_card_check" CHECK (("sale_payments"."installments" is null or "sale_payments"."installments" between 1 and 12) and "sale_payments"."fee" >= 0 and "sale_payments"."fee" <= "sale_payments"."amount");--> statement-breakpoint
-- A card payment made before instalments were asked was paid at once.
UPDATE "sale_payments" SET "installments" = 1 WHERE "method" IN ('debit_card', 'credit_card') AND "installments" IS NULL;
