-- A settlement's news (its medals, highlights and announcements) is written by a second
-- transaction after the settlement's own; `told_at` is set by the one that wrote it, and the
-- sweep retries settled challenges it is still null on (docs/decisions/0020).
ALTER TABLE "challenges" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
UPDATE "challenges" SET "told_at" = "settled_at" WHERE "settled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "challenges_untold_idx" ON "challenges" USING btree ("settled_at") WHERE settled_at is not null and told_at is null;
