CREATE TABLE "sale_payments" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"sale_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"received" integer,
	"reference" text,
	"br_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "sale_payments_method_check" CHECK ("sale_payments"."method" in ('cash', 'other', 'debit_card', 'credit_card', 'pix')),
	CONSTRAINT "sale_payments_amount_check" CHECK ("sale_payments"."amount" > 0 and ("sale_payments"."received" is null or ("sale_payments"."method" = 'cash' and "sale_payments"."received" >= "sale_payments"."amount")))
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "pix_key_type" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "pix_receiver_name" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "pix_receiver_city" text;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_salon_id_sale_id_sales_salon_id_id_fk" FOREIGN KEY ("salon_id","sale_id") REFERENCES "public"."sales"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("salon_id","sale_id");--> statement-breakpoint
-- Every sale before split payments was paid one way: one payment of what was left after its deposits.
INSERT INTO "sale_payments" ("salon_id", "sale_id", "position", "method", "amount", "received", "created_at")
SELECT "salon_id", "id", 0, "payment_type", "price" - "deposit",
  CASE WHEN "payment_type" = 'cash' AND "received" >= "price" - "deposit" THEN "received" END, "created_at"
FROM "sales" WHERE "price" > "deposit";
