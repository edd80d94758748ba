CREATE TABLE "employee_photos" (
	"salon_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_photos_salon_id_employee_id_pk" PRIMARY KEY("salon_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "salon_photos" (
	"salon_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"salon_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"seen_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_reads_salon_id_user_id_pk" PRIMARY KEY("salon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_notices" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"client_id" bigint,
	"appointment_id" bigint,
	"start_at" timestamp with time zone NOT NULL,
	"services" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notices_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "staff_notices_kind_check" CHECK ("staff_notices"."kind" in ('booked', 'moved', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "employee_photos" ADD CONSTRAINT "employee_photos_salon_id_employee_id_employees_salon_id_id_fk" FOREIGN KEY ("salon_id","employee_id") REFERENCES "public"."employees"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_photos" ADD CONSTRAINT "salon_photos_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_salon_id_user_id_users_salon_id_id_fk" FOREIGN KEY ("salon_id","user_id") REFERENCES "public"."users"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_salon_id_client_id_clients_salon_id_id_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE cascade ON UPDATE no action;