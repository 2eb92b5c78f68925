ALTER TABLE "discount_unknown_codes" ADD COLUMN "suggestion_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "discount_unknown_codes_unchecked_idx" ON "discount_unknown_codes" USING btree ("id") WHERE "discount_unknown_codes"."suggestion_checked_at" is null;--> statement-breakpoint
-- Spellings that already have their suggestion are done; the rest are looked at by the new batch job.
UPDATE "discount_unknown_codes" SET "suggestion_checked_at" = "last_at" WHERE "suggested_code" IS NOT NULL;--> statement-breakpoint
-- The per-spelling job kind is gone: its waiting jobs would find no handler.
DELETE FROM "jobs" WHERE "kind" = 'discounts.suggest_code' AND "state" IN ('queued', 'running');
