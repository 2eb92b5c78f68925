CREATE TABLE "chat_images" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"visitor_id" uuid NOT NULL,
	"from_visitor" boolean NOT NULL,
	"user_id" uuid,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_images_conversation" UNIQUE("account_id","visitor_id","id")
);
--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_visitor_id_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now `image` took any text (an address, say); only uploaded images may be referenced from here on.
UPDATE "chat_messages" SET "image" = NULL WHERE "image" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_image_fk" FOREIGN KEY ("account_id","visitor_id","image") REFERENCES "public"."chat_images"("account_id","visitor_id","id") ON DELETE no action ON UPDATE no action;