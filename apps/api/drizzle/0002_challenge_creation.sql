CREATE TABLE "challenge_platforms" (
	"challenge_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	CONSTRAINT "challenge_platforms_challenge_id_platform_id_pk" PRIMARY KEY("challenge_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"draft_type" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neuron_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"milli_points" integer NOT NULL,
	"reason" text NOT NULL,
	"is_static" boolean NOT NULL,
	"idempotency_key" text NOT NULL,
	"challenge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "caption_solution_format" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "primary_image" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "image_credit" jsonb;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "assumption_who" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "assumption_why" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "assumption_what" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "article" jsonb;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "deep_dives" jsonb;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "idea" jsonb;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "improve_purpose_idea" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "test_idea_format" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "prize_title" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "prize_description" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "max_user_ideas" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "challenge_platforms" ADD CONSTRAINT "challenge_platforms_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_platforms" ADD CONSTRAINT "challenge_platforms_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neuron_ledger" ADD CONSTRAINT "neuron_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neuron_ledger" ADD CONSTRAINT "neuron_ledger_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drafts_user_idx" ON "drafts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "neuron_ledger_idempotency_key" ON "neuron_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "neuron_ledger_user_idx" ON "neuron_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_idempotency_key" ON "challenges" USING btree ("catalyst_id","idempotency_key");