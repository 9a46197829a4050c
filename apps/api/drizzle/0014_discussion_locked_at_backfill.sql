-- Messages locked before locked_at existed: stamp the first reply by someone else or the first vote.
UPDATE "discussion_messages" AS m
SET "locked_at" = least(
  (SELECT min(r."created_at") FROM "discussion_messages" AS r
    WHERE r."parent_id" = m."id" AND r."author_id" <> m."author_id"),
  (SELECT min(v."created_at") FROM "discussion_votes" AS v WHERE v."message_id" = m."id")
)
WHERE m."locked_at" IS NULL;
