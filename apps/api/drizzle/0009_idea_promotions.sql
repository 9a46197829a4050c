CREATE TABLE "idea_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"source_challenge_id" uuid NOT NULL,
	"promoter_id" uuid NOT NULL,
	"draft_id" uuid,
	"challenge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "co_author_id" uuid;--> statement-breakpoint
ALTER TABLE "idea_promotions" ADD CONSTRAINT "idea_promotions_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_promotions" ADD CONSTRAINT "idea_promotions_source_challenge_id_challenges_id_fk" FOREIGN KEY ("source_challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_promotions" ADD CONSTRAINT "idea_promotions_promoter_id_users_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_promotions" ADD CONSTRAINT "idea_promotions_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_promotions" ADD CONSTRAINT "idea_promotions_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idea_promotions_idea_key" ON "idea_promotions" USING btree ("idea_id");--> statement-breakpoint
CREATE INDEX "idea_promotions_source_idx" ON "idea_promotions" USING btree ("source_challenge_id","created_at");--> statement-breakpoint
CREATE INDEX "idea_promotions_draft_idx" ON "idea_promotions" USING btree ("draft_id");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_co_author_id_users_id_fk" FOREIGN KEY ("co_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;