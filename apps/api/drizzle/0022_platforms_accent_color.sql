-- A platform's own colour, `#rrggbb` (the API validates it): the web app derives the brand
-- tokens of both themes from it (ui-kit platformThemeProps), so a platform's look is its data,
-- not code per platform (issue 13). Null keeps the product's brand colour.
ALTER TABLE "platforms" ADD COLUMN "accent_color" text;--> statement-breakpoint
-- The seed gives built-in platforms their colour as it creates them (seed/data.ts); it never
-- changes a platform that exists, so an installation seeded before this gets the same colours
-- here, and only on built-in platforms nobody has given a colour yet.
UPDATE "platforms" SET "accent_color" = v."accent"
FROM (VALUES
  ('comedy', '#e8590c'),
  ('daily', '#0c8599'),
  ('business', '#1971c2'),
  ('science', '#2f9e44'),
  ('rpg', '#c2255c')
) AS v("slug", "accent")
WHERE "platforms"."slug" = v."slug"
  AND "platforms"."type" = 'system-platform'
  AND "platforms"."accent_color" IS NULL;
