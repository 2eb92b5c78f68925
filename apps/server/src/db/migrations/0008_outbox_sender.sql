ALTER TABLE "outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;