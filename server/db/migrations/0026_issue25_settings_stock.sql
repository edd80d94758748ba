CREATE TABLE "stock_movements" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" integer,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "stock_movements_quantity_check" CHECK ("stock_movements"."quantity" <> 0),
	CONSTRAINT "stock_movements_cost_check" CHECK ("stock_movements"."unit_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "any_service_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "front_desk_cancels_sales" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "serves_clients" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_level" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_salon_id_product_id_products_salon_id_id_fk" FOREIGN KEY ("salon_id","product_id") REFERENCES "public"."products"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("salon_id","product_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_check" CHECK ("products"."low_stock_level" >= 0);--> statement-breakpoint
-- The front desk serves no clients: it loses its agenda column and its seat in the plan (issue 25, item 9).
UPDATE "employees" SET "serves_clients" = false WHERE "role" = 'front_desk';
