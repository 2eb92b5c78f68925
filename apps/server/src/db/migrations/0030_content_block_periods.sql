DROP INDEX "content_pages_key_idx";--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "from_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "to_at" timestamp with time zone;--> statement-breakpoint
-- A first Oslo day becomes its midnight in Oslo, a last day the midnight after it (the period's end is excluded).
UPDATE "content_pages" SET
  "from_at" = CASE WHEN "from_day" IS NULL THEN NULL ELSE ("from_day"::date)::timestamp AT TIME ZONE 'Europe/Oslo' END,
  "to_at" = CASE WHEN "to_day" IS NULL THEN NULL ELSE ("to_day"::date + 1)::timestamp AT TIME ZONE 'Europe/Oslo' END;--> statement-breakpoint
ALTER TABLE "content_pages" DROP COLUMN "from_day";--> statement-breakpoint
ALTER TABLE "content_pages" DROP COLUMN "to_day";--> statement-breakpoint
CREATE INDEX "content_pages_key_idx" ON "content_pages" USING btree ("account_id","placement_key");
