CREATE TABLE "comanda_items" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"comanda_id" bigint NOT NULL,
	"service_id" bigint,
	"product_id" bigint,
	"appointment_id" bigint,
	"employee_id" bigint,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"value" integer NOT NULL,
	"added_by" bigint,
	"added_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comanda_items_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "comanda_items_item_check" CHECK (num_nonnulls("comanda_items"."service_id", "comanda_items"."product_id") = 1),
	CONSTRAINT "comanda_items_amounts_check" CHECK ("comanda_items"."value" >= 0 and "comanda_items"."quantity" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "comandas" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"client_id" bigint,
	"appointment_id" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"opened_by" bigint,
	"opened_by_name" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sale_id" bigint,
	"ended_at" timestamp with time zone,
	"ended_by_name" text,
	"cancel_reason" text,
	CONSTRAINT "comandas_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "comandas_number_unique" UNIQUE("salon_id","number"),
	CONSTRAINT "comandas_status_check" CHECK ("comandas"."status" in ('open', 'closed', 'canceled')),
	CONSTRAINT "comandas_closed_check" CHECK (("comandas"."status" = 'closed') = ("comandas"."sale_id" is not null) and ("comandas"."status" = 'open') = ("comandas"."ended_at" is null))
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "last_comanda_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comanda_items" ADD CONSTRAINT "comanda_items_salon_id_comanda_id_comandas_salon_id_id_fk" FOREIGN KEY ("salon_id","comanda_id") REFERENCES "public"."comandas"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_salon_id_sale_id_sales_salon_id_id_fk" FOREIGN KEY ("salon_id","sale_id") REFERENCES "public"."sales"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comanda_items_comanda_idx" ON "comanda_items" USING btree ("salon_id","comanda_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comandas_appointment_open_unique" ON "comandas" USING btree ("salon_id","appointment_id") WHERE "comandas"."status" = 'open' and "comandas"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "comandas_open_idx" ON "comandas" USING btree ("salon_id","opened_at") WHERE "comandas"."status" = 'open';