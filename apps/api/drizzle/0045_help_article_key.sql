-- One identity per help article across languages. Until now a language's article was matched to
-- EN's by its topic tag and its place among its siblings; that matching is written down once
-- here: a topic's key is its tag, a child's its parent's key and its place (`faqs.0`, `faqs.1`).
-- A second topic with the same tag in one language and device keeps its row id in its key.
ALTER TABLE "help_articles" ADD COLUMN "article_key" text;--> statement-breakpoint
WITH RECURSIVE placed AS (
  SELECT r.id,
         CASE WHEN row_number() OVER (PARTITION BY r.merchant_id, r.device, r.lang, r.tag ORDER BY r.sort, r.id) = 1
              THEN r.tag ELSE r.tag || '.r' || r.id END AS article_key
  FROM help_articles r
  WHERE r.parent_id IS NULL
  UNION ALL
  SELECT c.id, p.article_key || '.' || (c.place - 1)
  FROM (
    SELECT h.id, h.parent_id, row_number() OVER (PARTITION BY h.parent_id ORDER BY h.sort, h.id) AS place
    FROM help_articles h
    WHERE h.parent_id IS NOT NULL
  ) c
  JOIN placed p ON p.id = c.parent_id
)
UPDATE help_articles h SET article_key = placed.article_key FROM placed WHERE placed.id = h.id;--> statement-breakpoint
UPDATE help_articles SET article_key = tag || '.r' || id WHERE article_key IS NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ALTER COLUMN "article_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_key_idx" ON "help_articles" USING btree ("merchant_id","device","lang","article_key");
