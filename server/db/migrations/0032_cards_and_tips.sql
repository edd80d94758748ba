ALTER TABLE "salons" ADD COLUMN "card_fees" jsonb;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "commission_net_of_fees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "commission_net_of_cost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD COLUMN "unit_cost" integer;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "installments" smallint;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "nsu" text;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_card_check" CHECK (("sale_payments"."installments" is null or "sale_payments"."installments" between 1 and 12) and "sale_payments"."fee" >= 0 and "sale_payments"."fee" <= "sale_payments"."amount");