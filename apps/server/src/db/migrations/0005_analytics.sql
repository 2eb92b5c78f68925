CREATE TABLE "shop_cart_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"visitor_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_ore" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_cart_events" ADD CONSTRAINT "shop_cart_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_events" ADD CONSTRAINT "shop_cart_events_visitor_id_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_cart_events_product_idx" ON "shop_cart_events" USING btree ("account_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_cart_events_time_idx" ON "shop_cart_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_page_views_time_idx" ON "chat_page_views" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_page_views_path_idx" ON "chat_page_views" USING btree ("account_id","path","created_at");