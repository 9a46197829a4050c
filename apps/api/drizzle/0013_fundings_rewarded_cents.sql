ALTER TABLE "discussion_messages" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fundings" ADD COLUMN "rewarded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Fundings made before this column paid neurons on their whole amount: count them as rewarded.
UPDATE "fundings" SET "rewarded_cents" = "cents";