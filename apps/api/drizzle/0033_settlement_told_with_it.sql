-- A settlement's news is written in the settlement's own transaction again (docs/decisions/0020):
-- nothing is settled untold, so nothing is left for the sweep to tell.
DROP INDEX IF EXISTS "challenges_untold_idx";--> statement-breakpoint
ALTER TABLE "challenges" DROP COLUMN IF EXISTS "told_at";
