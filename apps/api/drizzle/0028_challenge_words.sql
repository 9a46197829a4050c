-- Search's typo tolerance at size (issue 14, search.bench.ts: 100,000 challenges). A typo was
-- forgiven by comparing each query word with every candidate challenge's title (pg_trgm
-- `word <% question_title`): the title index found ~8,700 candidates for "librery" and the
-- similarity of each title was then computed, twice. challenge_words is the lexicon of the
-- words of every title, each with its English lexeme (as search_vector holds it): search
-- corrects each query word to its nearest words here (trigram index) and matches their lexemes
-- in the title part of search_vector, the classic "did you mean" of PostgreSQL.
--
-- Kept by triggers on challenges (enabled ALWAYS, so rows inserted with replication-role
-- replica, as bulk loads do, are counted too): an insert adds its titles' new words, a new title
-- its own. Words are never removed: a word whose titles are gone matches no row. Stop words
-- (no lexeme) and words with punctuation are left out. Like search_vector and ideas_count it
-- stays out of the Drizzle schema: only search's SQL reads it.
CREATE TABLE "challenge_words" (
  "word" text PRIMARY KEY,
  "lexeme" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "challenge_words_trgm_idx" ON "challenge_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "challenge_words_add"("titles" text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "challenge_words" ("word", "lexeme")
  SELECT w."word", l."lexeme"
  FROM (
    SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, t))) AS "word"
    FROM unnest("titles") t
  ) w
  CROSS JOIN LATERAL (
    SELECT (tsvector_to_array(to_tsvector('english'::regconfig, w."word")))[1] AS "lexeme"
  ) l
  WHERE w."word" !~ '[[:space:][:punct:]]' AND l."lexeme" IS NOT NULL
  ON CONFLICT ("word") DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION "challenges_titles_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "challenge_words_add"(ARRAY(SELECT "question_title" FROM "new_challenges"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "challenges_titles_inserted" AFTER INSERT ON "challenges"
REFERENCING NEW TABLE AS "new_challenges"
FOR EACH STATEMENT EXECUTE FUNCTION "challenges_titles_inserted"();--> statement-breakpoint
CREATE FUNCTION "challenges_title_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "challenge_words_add"(ARRAY[NEW."question_title"]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "challenges_title_updated" AFTER UPDATE OF "question_title" ON "challenges"
FOR EACH ROW WHEN (OLD."question_title" IS DISTINCT FROM NEW."question_title")
EXECUTE FUNCTION "challenges_title_updated"();--> statement-breakpoint
ALTER TABLE "challenges" ENABLE ALWAYS TRIGGER "challenges_titles_inserted";--> statement-breakpoint
ALTER TABLE "challenges" ENABLE ALWAYS TRIGGER "challenges_title_updated";--> statement-breakpoint
SELECT "challenge_words_add"(ARRAY(SELECT "question_title" FROM "challenges"));
