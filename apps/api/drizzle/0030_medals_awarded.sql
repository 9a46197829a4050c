CREATE TABLE "medals_awarded" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"medal_id" text NOT NULL,
	"context_key" text DEFAULT '' NOT NULL,
	"idea_id" uuid,
	"race_id" uuid,
	"awarded_at" timestamp with time zone NOT NULL,
	"public_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "medals_awarded" ADD CONSTRAINT "medals_awarded_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medals_awarded" ADD CONSTRAINT "medals_awarded_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medals_awarded" ADD CONSTRAINT "medals_awarded_race_id_olympiad_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."olympiad_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medals_awarded_user_medal_context_key" ON "medals_awarded" USING btree ("user_id","medal_id","context_key");--> statement-breakpoint
CREATE INDEX "medals_awarded_idea_idx" ON "medals_awarded" USING btree ("idea_id") WHERE "medals_awarded"."idea_id" is not null;--> statement-breakpoint
CREATE INDEX "medals_awarded_pending_idx" ON "medals_awarded" USING btree ("user_id") WHERE "medals_awarded"."public_at" is null;
