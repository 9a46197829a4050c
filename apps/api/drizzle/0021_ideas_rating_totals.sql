-- Each idea's running rating count and sum of tenths, so the settlement ranks and the rating
-- queue orders by two columns of the idea instead of aggregating its ratings (issue 11).
-- `rating_count` was written by the settlement only, and is shown only once the idea is
-- revealed (serialize.ts); it now counts from the first rating, the same number the settlement
-- wrote, and stays hidden the same way. A server of the previous build still rating while
-- this applies adds ratings without their totals: `reconcile --fix` once it is gone.
ALTER TABLE "ideas" ADD COLUMN "rating_sum_tenths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "ideas" SET "rating_count" = coalesce(r."n", 0), "rating_sum_tenths" = coalesce(r."s", 0)
FROM "ideas" i
LEFT JOIN (
  SELECT "idea_id", count(*)::int AS "n", sum("stars_tenths")::int AS "s"
  FROM "idea_ratings" GROUP BY "idea_id"
) r ON r."idea_id" = i."id"
WHERE "ideas"."id" = i."id"
  AND ("ideas"."rating_count" IS DISTINCT FROM coalesce(r."n", 0) OR coalesce(r."s", 0) <> 0);--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "rating_count" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "rating_count" SET NOT NULL;--> statement-breakpoint
-- The app adds each rating to its idea in the statement that inserts it (insertIdeaRating) and
-- never deletes one; ratings leave only by cascade, when their rater, idea or challenge is
-- deleted, and a rater's go from other players' ideas. This takes them off those ideas, once per
-- deleting statement whatever its size (ideas deleted in the same statement are simply gone).
CREATE FUNCTION "idea_ratings_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ideas" SET
    "rating_count" = "ideas"."rating_count" - gone."n",
    "rating_sum_tenths" = "ideas"."rating_sum_tenths" - gone."s"
  FROM (
    SELECT "idea_id", count(*)::int AS "n", sum("stars_tenths")::int AS "s"
    FROM "deleted_ratings" GROUP BY "idea_id"
  ) gone
  WHERE "ideas"."id" = gone."idea_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "idea_ratings_deleted" AFTER DELETE ON "idea_ratings"
REFERENCING OLD TABLE AS "deleted_ratings"
FOR EACH STATEMENT EXECUTE FUNCTION "idea_ratings_deleted"();
