ALTER TABLE "clients" DROP CONSTRAINT "clients_gender_check";--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "gender" SET DEFAULT 'unspecified';--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_gender_check" CHECK ("clients"."gender" in ('female', 'male', 'none', 'unspecified'));--> statement-breakpoint
-- Issue 25 item 13: an erased client has no gender to show (erasure wrote 'none', which reads Não binário).
-- Clients in use keep theirs: a 'female' may have been told, and nothing says which were.
UPDATE "clients" SET "gender" = 'unspecified' WHERE "erased_at" IS NOT NULL;
