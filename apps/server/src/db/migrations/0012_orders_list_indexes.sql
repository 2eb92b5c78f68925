CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "shop_orders_placed_at_idx" ON "shop_orders" USING btree ("account_id","placed_at","external_id");--> statement-breakpoint
CREATE INDEX "shop_orders_cancelled_idx" ON "shop_orders" USING btree ("account_id","placed_on") WHERE "shop_orders"."status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "shop_orders_external_id_trgm_idx" ON "shop_orders" USING gin ("external_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_orders_customer_trgm_idx" ON "shop_orders" USING gin ("customer_email" gin_trgm_ops);
