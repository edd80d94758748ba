CREATE TABLE "pix_charges" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_id" text,
	"br_code" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"sale_id" bigint,
	CONSTRAINT "pix_charges_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "pix_charges_status_check" CHECK ("pix_charges"."status" in ('pending', 'paid', 'expired')),
	CONSTRAINT "pix_charges_amount_check" CHECK ("pix_charges"."amount" > 0),
	CONSTRAINT "pix_charges_paid_check" CHECK (("pix_charges"."status" = 'paid') = ("pix_charges"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "pix_by_provider" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_salon_id_sale_id_sales_salon_id_id_fk" FOREIGN KEY ("salon_id","sale_id") REFERENCES "public"."sales"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_charges_sale_idx" ON "pix_charges" USING btree ("salon_id","sale_id") WHERE "pix_charges"."sale_id" is not null;--> statement-breakpoint
CREATE INDEX "pix_charges_pending_idx" ON "pix_charges" USING btree ("created_at") WHERE "pix_charges"."status" = 'pending';