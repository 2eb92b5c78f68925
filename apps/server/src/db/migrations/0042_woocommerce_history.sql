ALTER TABLE "shop_connections" ADD COLUMN "history_sealed_key" text;--> statement-breakpoint
ALTER TABLE "shop_connections" ADD COLUMN "history_import" jsonb;