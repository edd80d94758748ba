-- pg_trgm serves the client search (LIKE on a folded text); btree_gin lets that GIN index lead with salon_id.
-- Both ship with PostgreSQL contrib and with PGlite (server/db/client.ts loads them), and are trusted extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_salon_id_id_unique" UNIQUE("salon_id","id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"service_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration" integer NOT NULL,
	"price" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_salon_id_id_unique" UNIQUE("salon_id","id"),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration" between 300 and 18000 and "services"."duration" % 300 = 0),
	CONSTRAINT "services_money_check" CHECK ("services"."price" >= 0 and "services"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_salon_id_id_unique" UNIQUE("salon_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"product_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"barcode" text,
	"brand" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_salon_id_id_unique" UNIQUE("salon_id","id"),
	CONSTRAINT "products_money_check" CHECK ("products"."price" >= 0 and "products"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "employee_services" (
	"salon_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "employee_services_employee_id_service_id_pk" PRIMARY KEY("employee_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"gender" text DEFAULT 'female' NOT NULL,
	"birth" date,
	"address" text,
	"neighborhood" text,
	"zip_code" text,
	"city" text,
	"state" text,
	"avatar_key" text,
	"sort_name" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_salon_id_id_unique" UNIQUE("salon_id","id"),
	CONSTRAINT "clients_gender_check" CHECK ("clients"."gender" in ('female', 'male', 'none')),
	CONSTRAINT "clients_state_check" CHECK ("clients"."state" is null or "clients"."state" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'))
);
--> statement-breakpoint
CREATE TABLE "client_avatars" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_salon_id_id_unique" UNIQUE("salon_id","id"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('new', 'started', 'completed', 'no_show', 'canceled')),
	CONSTRAINT "appointments_duration_check" CHECK ("appointments"."duration" between 300 and 18000),
	CONSTRAINT "appointments_price_check" CHECK ("appointments"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"client_id" integer,
	"price" integer NOT NULL,
	"payment_type" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_salon_id_id_unique" UNIQUE("salon_id","id"),
	CONSTRAINT "sales_idempotency_unique" UNIQUE("salon_id","idempotency_key"),
	CONSTRAINT "sales_price_check" CHECK ("sales"."price" >= 0),
	CONSTRAINT "sales_payment_type_check" CHECK ("sales"."payment_type" in ('cash', 'other', 'debit_card', 'credit_card', 'pix'))
);
--> statement-breakpoint
CREATE TABLE "sale_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"client_id" integer,
	"employee_id" integer,
	"service_id" integer,
	"product_id" integer,
	"appointment_id" integer,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_transactions_amounts_check" CHECK ("sale_transactions"."value" >= 0 and "sale_transactions"."discount" >= 0 and "sale_transactions"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reset_password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_salon_id_service_category_id_service_categories_salon_id_id_fk" FOREIGN KEY ("salon_id","service_category_id") REFERENCES "public"."service_categories"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_salon_id_product_category_id_product_categories_salon_id_id_fk" FOREIGN KEY ("salon_id","product_category_id") REFERENCES "public"."product_categories"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_salon_id_employee_id_employees_salon_id_id_fk" FOREIGN KEY ("salon_id","employee_id") REFERENCES "public"."employees"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_salon_id_service_id_services_salon_id_id_fk" FOREIGN KEY ("salon_id","service_id") REFERENCES "public"."services"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_avatars" ADD CONSTRAINT "client_avatars_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_employee_id_employees_salon_id_id_fk" FOREIGN KEY ("salon_id","employee_id") REFERENCES "public"."employees"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_service_id_services_salon_id_id_fk" FOREIGN KEY ("salon_id","service_id") REFERENCES "public"."services"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_sale_id_sales_salon_id_id_fk" FOREIGN KEY ("salon_id","sale_id") REFERENCES "public"."sales"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_employee_id_employees_salon_id_id_fk" FOREIGN KEY ("salon_id","employee_id") REFERENCES "public"."employees"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_service_id_services_salon_id_id_fk" FOREIGN KEY ("salon_id","service_id") REFERENCES "public"."services"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_product_id_products_salon_id_id_fk" FOREIGN KEY ("salon_id","product_id") REFERENCES "public"."products"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_appointment_id_appointments_salon_id_id_fk" FOREIGN KEY ("salon_id","appointment_id") REFERENCES "public"."appointments"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_categories_salon_idx" ON "service_categories" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("salon_id","service_category_id");--> statement-breakpoint
CREATE INDEX "product_categories_salon_idx" ON "product_categories" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("salon_id","product_category_id");--> statement-breakpoint
CREATE INDEX "employee_services_service_idx" ON "employee_services" USING btree ("salon_id","service_id");--> statement-breakpoint
CREATE INDEX "clients_salon_sort_idx" ON "clients" USING btree ("salon_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("salon_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_salon_start_idx" ON "appointments" USING btree ("salon_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_employee_start_idx" ON "appointments" USING btree ("salon_id","employee_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_client_start_idx" ON "appointments" USING btree ("salon_id","client_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_service_idx" ON "appointments" USING btree ("salon_id","service_id");--> statement-breakpoint
CREATE INDEX "sales_salon_created_idx" ON "sales" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_client_idx" ON "sales" USING btree ("salon_id","client_id");--> statement-breakpoint
CREATE INDEX "sale_transactions_sale_idx" ON "sale_transactions" USING btree ("salon_id","sale_id");--> statement-breakpoint
CREATE INDEX "sale_transactions_client_idx" ON "sale_transactions" USING btree ("salon_id","client_id");--> statement-breakpoint
CREATE INDEX "sale_transactions_employee_idx" ON "sale_transactions" USING btree ("salon_id","employee_id");--> statement-breakpoint
CREATE INDEX "sale_transactions_service_idx" ON "sale_transactions" USING btree ("salon_id","service_id");--> statement-breakpoint
CREATE INDEX "sale_transactions_product_idx" ON "sale_transactions" USING btree ("salon_id","product_id");--> statement-breakpoint
CREATE INDEX "sale_transactions_appointment_idx" ON "sale_transactions" USING btree ("salon_id","appointment_id");