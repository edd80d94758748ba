-- Keys that distribute by salon (issue 26, item 5; docs/scaling.md). Written by hand from drizzle-kit's diff of
-- the schema: drizzle-kit cannot name the primary keys it replaces and writes `SET DATA TYPE bigserial`, which
-- PostgreSQL refuses. What it does, in an order PostgreSQL accepts and that keeps every row and every link:
--   1. the unsubscribe tokens move from clients.reminder_token to their own table (kept on the coordinator);
--   2. every foreign key is dropped, so the keys they lean on can be replaced;
--   3. ids and references become 8-byte (one rewrite per table), and so do the sequences behind the ids;
--   4. each tenant table's key becomes (salon_id, id), replacing both the old key on id alone and the
--      (salon_id, id) unique constraint that the foreign keys used;
--   5. the foreign keys come back on the new keys (checked again), except users -> salons: users stay on the
--      coordinator, which may not point at a distributed table.
CREATE TABLE "unsubscribe_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"salon_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "unsubscribe_tokens" ("token", "salon_id", "client_id") SELECT "reminder_token", "salon_id", "id" FROM "clients" WHERE "reminder_token" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "unsubscribe_tokens_client_unique" ON "unsubscribe_tokens" USING btree ("salon_id","client_id");
--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "reminder_token";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_salon_id_user_id_users_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "device_cookies" DROP CONSTRAINT "device_cookies_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_salon_id_user_id_users_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "service_categories" DROP CONSTRAINT "service_categories_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_salon_id_service_category_id_service_categories_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_salon_id_product_category_id_product_categories_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_services" DROP CONSTRAINT "employee_services_salon_id_employee_id_employees_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_services" DROP CONSTRAINT "employee_services_salon_id_service_id_services_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "client_avatars" DROP CONSTRAINT "client_avatars_salon_id_client_id_clients_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_salon_id_client_id_clients_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_salon_id_employee_id_employees_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_salon_id_service_id_services_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_salon_id_client_id_clients_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_transactions" DROP CONSTRAINT "sale_transactions_salon_id_sale_id_sales_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_transactions" DROP CONSTRAINT "sale_transactions_salon_id_client_id_clients_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_transactions" DROP CONSTRAINT "sale_transactions_salon_id_employee_id_employees_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_transactions" DROP CONSTRAINT "sale_transactions_salon_id_service_id_services_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_transactions" DROP CONSTRAINT "sale_transactions_salon_id_product_id_products_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_transactions" DROP CONSTRAINT "sale_transactions_salon_id_appointment_id_appointments_salon_id_id_fk";
--> statement-breakpoint
ALTER TABLE "subscription_payments" DROP CONSTRAINT "subscription_payments_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_salon_id_id_unique";
--> statement-breakpoint
ALTER TABLE "service_categories" DROP CONSTRAINT "service_categories_salon_id_id_unique";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_salon_id_id_unique";
--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_salon_id_id_unique";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_salon_id_id_unique";
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_salon_id_id_unique";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_salon_id_id_unique";
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_salon_id_id_unique";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey";
--> statement-breakpoint
ALTER TABLE "service_categories" DROP CONSTRAINT "service_categories_pkey";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey";
--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_pkey";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";
--> statement-breakpoint
ALTER TABLE "employee_services" DROP CONSTRAINT "employee_services_employee_id_service_id_pk";
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_pkey";
--> statement-breakpoint
ALTER TABLE "client_avatars" DROP CONSTRAINT "client_avatars_pkey";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_pkey";
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_pkey";
--> statement-breakpoint
ALTER TABLE "sale_transactions" DROP CONSTRAINT "sale_transactions_pkey";
--> statement-breakpoint
ALTER TABLE "subscription_payments" DROP CONSTRAINT "subscription_payments_pkey";
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_pkey";
--> statement-breakpoint
ALTER TABLE "salons" ALTER COLUMN "id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "salons_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "users_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "auth_tokens_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "device_cookies" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "device_cookies_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "employees_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "email_outbox_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "analytics_events" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "analytics_events_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "access_log" ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "idempotency_keys_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "service_categories" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "service_categories_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "service_category_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "services_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "product_categories" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "product_categories_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "product_category_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "products_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "employee_services" ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "employee_id" SET DATA TYPE bigint, ALTER COLUMN "service_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "clients_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "client_avatars" ALTER COLUMN "client_id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "client_id" SET DATA TYPE bigint, ALTER COLUMN "employee_id" SET DATA TYPE bigint, ALTER COLUMN "service_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "appointments_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "client_id" SET DATA TYPE bigint, ALTER COLUMN "created_by" SET DATA TYPE bigint, ALTER COLUMN "canceled_by" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "sales_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "sale_transactions" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "sale_id" SET DATA TYPE bigint, ALTER COLUMN "client_id" SET DATA TYPE bigint, ALTER COLUMN "employee_id" SET DATA TYPE bigint, ALTER COLUMN "service_id" SET DATA TYPE bigint, ALTER COLUMN "product_id" SET DATA TYPE bigint, ALTER COLUMN "appointment_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "sale_transactions_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "subscription_payments" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "subscription_payments_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "salon_id" SET DATA TYPE bigint, ALTER COLUMN "entity_id" SET DATA TYPE bigint, ALTER COLUMN "user_id" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER SEQUENCE "audit_events_id_seq" AS bigint;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_salon_id_employee_id_service_id_pk" PRIMARY KEY("salon_id","employee_id","service_id");
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "client_avatars" ADD CONSTRAINT "client_avatars_salon_id_client_id_pk" PRIMARY KEY("salon_id","client_id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_salon_id_id_pk" PRIMARY KEY("salon_id","id");
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_salon_id_user_id_users_salon_id_id_fk" FOREIGN KEY ("salon_id","user_id") REFERENCES "public"."users"("salon_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "device_cookies" ADD CONSTRAINT "device_cookies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_salon_id_user_id_users_salon_id_id_fk" FOREIGN KEY ("salon_id","user_id") REFERENCES "public"."users"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_salon_id_service_category_id_service_categories_salon_id_id_fk" FOREIGN KEY ("salon_id","service_category_id") REFERENCES "public"."service_categories"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_salon_id_product_category_id_product_categories_salon_id_id_fk" FOREIGN KEY ("salon_id","product_category_id") REFERENCES "public"."product_categories"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_salon_id_employee_id_employees_salon_id_id_fk" FOREIGN KEY ("salon_id","employee_id") REFERENCES "public"."employees"("salon_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_salon_id_service_id_services_salon_id_id_fk" FOREIGN KEY ("salon_id","service_id") REFERENCES "public"."services"("salon_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_avatars" ADD CONSTRAINT "client_avatars_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_employee_id_employees_salon_id_id_fk" FOREIGN KEY ("salon_id","employee_id") REFERENCES "public"."employees"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_service_id_services_salon_id_id_fk" FOREIGN KEY ("salon_id","service_id") REFERENCES "public"."services"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_sale_id_sales_salon_id_id_fk" FOREIGN KEY ("salon_id","sale_id") REFERENCES "public"."sales"("salon_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_employee_id_employees_salon_id_id_fk" FOREIGN KEY ("salon_id","employee_id") REFERENCES "public"."employees"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_service_id_services_salon_id_id_fk" FOREIGN KEY ("salon_id","service_id") REFERENCES "public"."services"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_product_id_products_salon_id_id_fk" FOREIGN KEY ("salon_id","product_id") REFERENCES "public"."products"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sale_transactions" ADD CONSTRAINT "sale_transactions_salon_id_appointment_id_appointments_salon_id_id_fk" FOREIGN KEY ("salon_id","appointment_id") REFERENCES "public"."appointments"("salon_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
