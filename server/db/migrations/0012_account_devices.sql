ALTER TABLE "users" ADD COLUMN "unconfirmed_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "users_email_change_token_idx" ON "users" USING btree ("email_change_token_hash");