CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"response_headers" jsonb,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_claim_unique" UNIQUE("scope","key","method","path")
);
--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "sort_name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "search_text" SET DEFAULT '';--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_salon_name_unique" ON "service_categories" USING btree ("salon_id",agendei_fold("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_category_name_unique" ON "services" USING btree ("salon_id","service_category_id",agendei_fold("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_salon_name_unique" ON "product_categories" USING btree ("salon_id",agendei_fold("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_category_name_unique" ON "products" USING btree ("salon_id","product_category_id",agendei_fold("name"));