-- An idea is written twice: when it is entered, and when its challenge settles (rank, score,
-- rating count: columns no index holds). Pages kept half free let that second write stay on
-- the idea's page as a heap-only update, touching no index, so settling a challenge costs
-- about what reading its ratings does. Pages written before this keep their old fill.
ALTER TABLE "ideas" SET (fillfactor = 50);
