DROP INDEX "discounts_list_idx";--> statement-breakpoint
DROP INDEX "discounts_revenue_idx";--> statement-breakpoint
DROP INDEX "discounts_used_idx";--> statement-breakpoint
CREATE INDEX "discounts_list_idx" ON "discounts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "discounts_revenue_idx" ON "discounts" USING btree ("account_id","revenue_ore","id");--> statement-breakpoint
CREATE INDEX "discounts_used_idx" ON "discounts" USING btree ("account_id","times_used","id");