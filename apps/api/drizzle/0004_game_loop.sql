CREATE TABLE "idea_ratings" (
	"idea_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"stars_tenths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_ratings_idea_id_rater_id_pk" PRIMARY KEY("idea_id","rater_id")
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"purpose" text,
	"primary_image" text,
	"content_hash" text NOT NULL,
	"rank" integer,
	"score_milli" integer,
	"rating_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"challenge_id" uuid,
	"kind" text NOT NULL,
	"cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idea_ratings" ADD CONSTRAINT "idea_ratings_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_ratings" ADD CONSTRAINT "idea_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_ratings" ADD CONSTRAINT "idea_ratings_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_ratings_challenge_idx" ON "idea_ratings" USING btree ("challenge_id","rater_id");--> statement-breakpoint
CREATE INDEX "ideas_challenge_idx" ON "ideas" USING btree ("challenge_id","created_at");--> statement-breakpoint
CREATE INDEX "ideas_author_idx" ON "ideas" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_ledger_idempotency_key" ON "money_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "money_ledger_user_idx" ON "money_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenges_due_idx" ON "challenges" USING btree ("duration_end") WHERE settled_at is null;