CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"label" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ignore_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_customers" (
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"birthday" date,
	"club_member" boolean DEFAULT false NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_customers_account_id_email_pk" PRIMARY KEY("account_id","email")
);
--> statement-breakpoint
CREATE TABLE "shop_order_daily_totals" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"orders" integer NOT NULL,
	"subtotal_ore" bigint NOT NULL,
	"total_ore" bigint NOT NULL,
	CONSTRAINT "shop_order_daily_totals_account_id_day_source_pk" PRIMARY KEY("account_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"account_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_ore" bigint NOT NULL,
	CONSTRAINT "shop_order_lines_account_id_order_id_line_no_pk" PRIMARY KEY("account_id","order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"account_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"placed_on" date NOT NULL,
	"subtotal_ore" bigint NOT NULL,
	"total_ore" bigint NOT NULL,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"referrer" text,
	"discount_code" text,
	"customer_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_account_id_external_id_pk" PRIMARY KEY("account_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"account_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"image_url" text,
	"price_ore" bigint NOT NULL,
	"sale_price_ore" bigint,
	"in_stock" boolean DEFAULT true NOT NULL,
	"category" text,
	"brand" text,
	"sku" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_account_id_external_id_pk" PRIMARY KEY("account_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ignore_entries" ADD CONSTRAINT "ignore_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_daily_totals" ADD CONSTRAINT "shop_order_daily_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."shop_orders"("account_id","external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ignore_entries_value_idx" ON "ignore_entries" USING btree ("account_id","kind","value");--> statement-breakpoint
CREATE INDEX "shop_order_lines_product_idx" ON "shop_order_lines" USING btree ("account_id","product_id");--> statement-breakpoint
CREATE INDEX "shop_orders_placed_on_idx" ON "shop_orders" USING btree ("account_id","placed_on");--> statement-breakpoint
CREATE INDEX "shop_orders_customer_idx" ON "shop_orders" USING btree ("account_id","customer_email") WHERE "shop_orders"."customer_email" is not null;--> statement-breakpoint
CREATE INDEX "shop_orders_discount_idx" ON "shop_orders" USING btree ("account_id","discount_code") WHERE "shop_orders"."discount_code" is not null;--> statement-breakpoint
CREATE INDEX "shop_products_category_idx" ON "shop_products" USING btree ("account_id","category");