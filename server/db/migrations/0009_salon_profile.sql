ALTER TABLE "salons" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "neighborhood" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "state" text;