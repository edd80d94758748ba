CREATE TABLE "cash_drawers" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"opened_by" bigint,
	"opened_by_name" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float" integer NOT NULL,
	"closed_by" bigint,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	"counted" jsonb,
	"note" text,
	CONSTRAINT "cash_drawers_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "cash_drawers_float_check" CHECK ("cash_drawers"."float" >= 0),
	CONSTRAINT "cash_drawers_closed_check" CHECK (("cash_drawers"."closed_at" is null) = ("cash_drawers"."counted" is null))
);
--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" bigserial NOT NULL,
	"salon_id" bigint NOT NULL,
	"drawer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" bigint,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_movements_salon_id_id_pk" PRIMARY KEY("salon_id","id"),
	CONSTRAINT "cash_movements_kind_check" CHECK ("cash_movements"."kind" in ('sangria', 'suprimento')),
	CONSTRAINT "cash_movements_amount_check" CHECK ("cash_movements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "cash_sales_need_drawer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_salon_id_drawer_id_cash_drawers_salon_id_id_fk" FOREIGN KEY ("salon_id","drawer_id") REFERENCES "public"."cash_drawers"("salon_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_drawers_one_open" ON "cash_drawers" USING btree ("salon_id") WHERE "cash_drawers"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cash_drawers_opened_idx" ON "cash_drawers" USING btree ("salon_id","opened_at");--> statement-breakpoint
CREATE INDEX "cash_movements_drawer_idx" ON "cash_movements" USING btree ("salon_id","drawer_id");--> statement-breakpoint
CREATE INDEX "sales_salon_canceled_idx" ON "sales" USING btree ("salon_id","canceled_at") WHERE "sales"."canceled_at" is not null;