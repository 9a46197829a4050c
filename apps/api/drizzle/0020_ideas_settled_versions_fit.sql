-- Half-free pages (0016) were not quite enough: the settled version of an idea is up to 16 bytes
-- longer than the entered one (rank, score and rating count were null), so the last idea or two
-- of each full page found no room and moved, writing all three of its indexes (38 of 1,000 ideas
-- when a bench challenge settled). At 45 the margin, a tenth of the page, holds that growth for
-- up to 51 ideas a page, more than fit. Pages written before this keep their old fill.
ALTER TABLE "ideas" SET (fillfactor = 45);
