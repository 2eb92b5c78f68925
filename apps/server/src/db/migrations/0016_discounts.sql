CREATE TABLE "discount_code_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"requested" integer NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	"unique_code_id" bigint,
	"code_key" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_email" text,
	"placed_at" timestamp with time zone NOT NULL,
	"placed_on" date NOT NULL,
	"total_ore" bigint NOT NULL,
	"status" text NOT NULL,
	"flag" text
);
--> statement-breakpoint
CREATE TABLE "discount_suspect_addresses" (
	"account_id" integer NOT NULL,
	"address" text NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_unique_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"batch_id" integer,
	"code_key" text NOT NULL,
	"recipient" text,
	"used_at" timestamp with time zone,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_unknown_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"unknown_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_id" text,
	"cart_total_ore" bigint,
	"address" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_unknown_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_key" text NOT NULL,
	"code" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"suggested_code" text,
	"suggested_discount_id" integer,
	"mapped_discount_id" integer
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"minimum_order_ore" bigint,
	"expires_on" date,
	"usage_limit" integer,
	"usage_limit_per_customer" integer,
	"active" boolean DEFAULT true NOT NULL,
	"auto_create_unique" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"times_used" integer DEFAULT 0 NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"revenue_ore" bigint DEFAULT 0 NOT NULL,
	"flagged_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_code_batches" ADD CONSTRAINT "discount_code_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_batches" ADD CONSTRAINT "discount_code_batches_template_id_discounts_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_suspect_addresses" ADD CONSTRAINT "discount_suspect_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_unique_codes" ADD CONSTRAINT "discount_unique_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_unique_codes" ADD CONSTRAINT "discount_unique_codes_template_id_discounts_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_unknown_attempts" ADD CONSTRAINT "discount_unknown_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_unknown_attempts" ADD CONSTRAINT "discount_unknown_attempts_unknown_id_discount_unknown_codes_id_fk" FOREIGN KEY ("unknown_id") REFERENCES "public"."discount_unknown_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_unknown_codes" ADD CONSTRAINT "discount_unknown_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_unknown_codes" ADD CONSTRAINT "discount_unknown_codes_suggested_discount_id_discounts_id_fk" FOREIGN KEY ("suggested_discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_unknown_codes" ADD CONSTRAINT "discount_unknown_codes_mapped_discount_id_discounts_id_fk" FOREIGN KEY ("mapped_discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_idx" ON "discount_redemptions" USING btree ("account_id","order_id","code_key");--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_idx" ON "discount_redemptions" USING btree ("discount_id","placed_on");--> statement-breakpoint
CREATE INDEX "discount_redemptions_list_idx" ON "discount_redemptions" USING btree ("discount_id","placed_at");--> statement-breakpoint
CREATE INDEX "discount_redemptions_customer_idx" ON "discount_redemptions" USING btree ("discount_id","customer_email") WHERE "discount_redemptions"."customer_email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_suspect_addresses_idx" ON "discount_suspect_addresses" USING btree ("account_id","address");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_unique_codes_code_idx" ON "discount_unique_codes" USING btree ("account_id","code_key");--> statement-breakpoint
CREATE INDEX "discount_unique_codes_template_idx" ON "discount_unique_codes" USING btree ("template_id","id");--> statement-breakpoint
CREATE INDEX "discount_unknown_attempts_code_idx" ON "discount_unknown_attempts" USING btree ("unknown_id","at");--> statement-breakpoint
CREATE INDEX "discount_unknown_attempts_address_idx" ON "discount_unknown_attempts" USING btree ("account_id","address","at") WHERE "discount_unknown_attempts"."address" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_unknown_codes_key_idx" ON "discount_unknown_codes" USING btree ("account_id","code_key");--> statement-breakpoint
CREATE INDEX "discount_unknown_codes_last_idx" ON "discount_unknown_codes" USING btree ("account_id","last_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_idx" ON "discounts" USING btree ("account_id","code_key");--> statement-breakpoint
CREATE INDEX "discounts_list_idx" ON "discounts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "discounts_revenue_idx" ON "discounts" USING btree ("account_id","revenue_ore");--> statement-breakpoint
CREATE INDEX "discounts_used_idx" ON "discounts" USING btree ("account_id","times_used");--> statement-breakpoint
CREATE INDEX "discounts_name_trgm_idx" ON "discounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discounts_code_trgm_idx" ON "discounts" USING gin ("code_key" gin_trgm_ops);