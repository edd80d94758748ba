CREATE TABLE "device_cookies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_cookies" ADD CONSTRAINT "device_cookies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_cookies_token_user_unique" ON "device_cookies" USING btree ("token_hash","user_id");--> statement-breakpoint
CREATE INDEX "device_cookies_user_idx" ON "device_cookies" USING btree ("user_id");