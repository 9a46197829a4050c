-- Full-text search over challenges (GET /search/challenges): a generated tsvector (title A,
-- detail B, tags C) with a GIN index, and trigram matching of titles for typos (pg_trgm; PGlite
-- loads the extension when it opens, db/client.ts). The column is not in the Drizzle schema, so
-- the many reads of whole challenge rows do not carry it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "question_title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "question_detail"), 'B') ||
  setweight(to_tsvector('english'::regconfig, "tags"::text), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "challenges_search_idx" ON "challenges" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "challenges_title_trgm_idx" ON "challenges" USING gin ("question_title" gin_trgm_ops);
