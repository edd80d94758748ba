CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "professionals_see_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "role" text DEFAULT 'professional' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "messages_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "messages_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("salon_id","entity","entity_id","created_at");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_check" CHECK ("employees"."role" in ('owner', 'front_desk', 'professional'));--> statement-breakpoint
-- Before roles, the account that signed the salon up was its only owner; the professionals given access since are staff.
UPDATE "employees" SET "role" = 'owner' WHERE "user_id" = (SELECT min(u."id") FROM "users" u WHERE u."salon_id" = "employees"."salon_id");
