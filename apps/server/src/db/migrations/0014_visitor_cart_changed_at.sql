ALTER TABLE "chat_visitors" ADD COLUMN "cart_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_visitors" ADD COLUMN "ordered_at" timestamp with time zone;