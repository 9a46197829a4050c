-- The challenge home's lists at size (issue 14, search.bench.ts: 100,000 challenges). Each home
-- section read every open challenge (60,000 of them) to sort and keep 8, and "most played"
-- counted every one's ideas to order them; these let each section walk an index in its order
-- and stop at its 8th card. Partial indexes of open challenges name the same conditions the
-- widgets' SQL writes as constants (widgets/queries.ts `OPEN`), so the planner can use them.
--
-- challenges.ideas_count: how many ideas a challenge has (public while it runs, as the cards
-- show), kept by the two statement triggers below (the app inserts ideas in three places and
-- deletes them by cascade), so "most played" orders by a column of an index. Like
-- search_vector (0023) it stays out of the Drizzle schema: the queries that need it name it.
ALTER TABLE "challenges" ADD COLUMN "ideas_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "challenges" SET "ideas_count" = i."n"
FROM (SELECT "challenge_id", count(*)::int AS "n" FROM "ideas" GROUP BY "challenge_id") i
WHERE "challenges"."id" = i."challenge_id";--> statement-breakpoint
CREATE FUNCTION "ideas_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "challenges" SET "ideas_count" = "challenges"."ideas_count" + added."n"
  FROM (SELECT "challenge_id", count(*)::int AS "n" FROM "new_ideas" GROUP BY "challenge_id") added
  WHERE "challenges"."id" = added."challenge_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ideas_inserted" AFTER INSERT ON "ideas"
REFERENCING NEW TABLE AS "new_ideas"
FOR EACH STATEMENT EXECUTE FUNCTION "ideas_inserted"();--> statement-breakpoint
CREATE FUNCTION "ideas_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "challenges" SET "ideas_count" = "challenges"."ideas_count" - gone."n"
  FROM (SELECT "challenge_id", count(*)::int AS "n" FROM "deleted_ideas" GROUP BY "challenge_id") gone
  WHERE "challenges"."id" = gone."challenge_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ideas_deleted" AFTER DELETE ON "ideas"
REFERENCING OLD TABLE AS "deleted_ideas"
FOR EACH STATEMENT EXECUTE FUNCTION "ideas_deleted"();--> statement-breakpoint
-- Newest first (the home's "newest", search's `newest` order).
CREATE INDEX "challenges_created_idx" ON "challenges" ("created_at" DESC, "id");--> statement-breakpoint
-- Completed, the most recently settled first.
CREATE INDEX "challenges_settled_idx" ON "challenges" ("settled_at" DESC, "id") WHERE "settled_at" IS NOT NULL;--> statement-breakpoint
-- Open ones ending soonest; it carries what the category counts read, so they read only it.
CREATE INDEX "challenges_open_idx" ON "challenges" ("duration_end", "id")
INCLUDE ("duration_start", "main_category_id", "platform_id")
WHERE "settled_at" IS NULL AND NOT "is_closed" AND "status" = 'open' AND "solution_format" <> 'ama';--> statement-breakpoint
-- Open ones, the most played first.
CREATE INDEX "challenges_open_played_idx" ON "challenges" ("ideas_count" DESC, "duration_end", "id")
WHERE "settled_at" IS NULL AND NOT "is_closed" AND "status" = 'open' AND "solution_format" <> 'ama';--> statement-breakpoint
-- Open ones with a money prize, the largest first.
CREATE INDEX "challenges_open_prize_idx" ON "challenges" ("prize_money_cents" DESC, "duration_end", "id")
WHERE "prize_money_cents" > 0 AND "settled_at" IS NULL AND NOT "is_closed" AND "status" = 'open' AND "solution_format" <> 'ama';
