ALTER TABLE "email_campaign_recipients" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "discount_id" integer;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "discount_id" integer;