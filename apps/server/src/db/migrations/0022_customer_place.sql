ALTER TABLE "shop_customers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD COLUMN "postcode" text;