-- Olympiads (issue 15; decision 0018): a platform's base olympiad, one olympiad per cycle
-- (a cycle opens once: unique per platform and key; one open per platform), its races, the
-- boards' live scores, the prizes allocated at the close, payout accounts and payouts, and the
-- money ledger's olympiad.
CREATE TABLE "olympiad_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"olympiad_id" uuid NOT NULL,
	"race_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"cents" integer NOT NULL,
	"milli_points" bigint NOT NULL,
	"state" text DEFAULT 'allocated' NOT NULL,
	"credit_ledger_id" bigint,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "olympiad_bases" (
	"platform_id" uuid PRIMARY KEY NOT NULL,
	"director_id" uuid,
	"name" text NOT NULL,
	"type" text DEFAULT 'public' NOT NULL,
	"cadence" text DEFAULT 'monthly' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"races" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"renews" boolean DEFAULT true NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"profanity_allowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "olympiad_races" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"olympiad_id" uuid NOT NULL,
	"board" text NOT NULL,
	"name" text NOT NULL,
	"prize_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "olympiad_scores" (
	"olympiad_id" uuid NOT NULL,
	"board" text NOT NULL,
	"user_id" uuid NOT NULL,
	"milli_points" bigint DEFAULT 0 NOT NULL,
	"qty_ideas" integer DEFAULT 0 NOT NULL,
	"qty_challenges" integer DEFAULT 0 NOT NULL,
	"qty_ratings" integer DEFAULT 0 NOT NULL,
	"qty_mentoring" integer DEFAULT 0 NOT NULL,
	"qty_players" integer DEFAULT 0 NOT NULL,
	"qty_recruits" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "olympiad_scores_olympiad_id_board_user_id_pk" PRIMARY KEY("olympiad_id","board","user_id")
);
--> statement-breakpoint
CREATE TABLE "olympiads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"cadence" text NOT NULL,
	"time_zone" text NOT NULL,
	"cycle_key" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"profanity_allowed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"allocation_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "money_ledger" ADD COLUMN "olympiad_id" uuid;--> statement-breakpoint
ALTER TABLE "olympiad_allocations" ADD CONSTRAINT "olympiad_allocations_olympiad_id_olympiads_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_allocations" ADD CONSTRAINT "olympiad_allocations_race_id_olympiad_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."olympiad_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_allocations" ADD CONSTRAINT "olympiad_allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_bases" ADD CONSTRAINT "olympiad_bases_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_bases" ADD CONSTRAINT "olympiad_bases_director_id_users_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_races" ADD CONSTRAINT "olympiad_races_olympiad_id_olympiads_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_scores" ADD CONSTRAINT "olympiad_scores_olympiad_id_olympiads_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_scores" ADD CONSTRAINT "olympiad_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiads" ADD CONSTRAINT "olympiads_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiads" ADD CONSTRAINT "olympiads_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_allocation_id_olympiad_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."olympiad_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "olympiad_allocations_race_user_key" ON "olympiad_allocations" USING btree ("race_id","user_id");--> statement-breakpoint
CREATE INDEX "olympiad_allocations_olympiad_idx" ON "olympiad_allocations" USING btree ("olympiad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiad_races_board_key" ON "olympiad_races" USING btree ("olympiad_id","board");--> statement-breakpoint
CREATE INDEX "olympiad_scores_board_idx" ON "olympiad_scores" USING btree ("olympiad_id","board","milli_points" desc,"reached_at","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiads_platform_cycle_key" ON "olympiads" USING btree ("platform_id","cycle_key");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiads_one_open" ON "olympiads" USING btree ("platform_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "olympiads_platform_start_idx" ON "olympiads" USING btree ("platform_id","start_time");--> statement-breakpoint
CREATE INDEX "olympiads_open_window_idx" ON "olympiads" USING btree ("start_time","end_time") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_allocation_key" ON "payouts" USING btree ("allocation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_olympiad_id_olympiads_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_ledger_olympiad_idx" ON "money_ledger" USING btree ("olympiad_id","kind") WHERE olympiad_id is not null;