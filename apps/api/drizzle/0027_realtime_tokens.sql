CREATE TABLE "realtime_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtime_tokens" ADD CONSTRAINT "realtime_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "realtime_tokens_token_hash_key" ON "realtime_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "realtime_tokens_user_idx" ON "realtime_tokens" USING btree ("user_id","expires_at");