CREATE TABLE "mentor_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"what_i_like" text NOT NULL,
	"what_could_be_improved" text NOT NULL,
	"rating" integer,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_feedbacks" ADD CONSTRAINT "mentor_feedbacks_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_feedbacks" ADD CONSTRAINT "mentor_feedbacks_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_feedbacks" ADD CONSTRAINT "mentor_feedbacks_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_feedbacks_idea_mentor_key" ON "mentor_feedbacks" USING btree ("idea_id","mentor_id");--> statement-breakpoint
CREATE INDEX "mentor_feedbacks_mentor_idx" ON "mentor_feedbacks" USING btree ("mentor_id");