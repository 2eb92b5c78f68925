CREATE TABLE "shop_connections" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"webhook_token" text NOT NULL,
	"sealed_secret" text NOT NULL,
	"shop_domain" text,
	"feed_url" text,
	"feed_etag" text,
	"feed_last_modified" text,
	"feed_checked_at" timestamp with time zone,
	"feed_report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_resource_versions" (
	"account_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"version_at" timestamp with time zone NOT NULL,
	"applied_delivery_id" bigint,
	CONSTRAINT "shop_resource_versions_account_id_resource_type_resource_id_pk" PRIMARY KEY("account_id","resource_type","resource_id")
);
--> statement-breakpoint
CREATE TABLE "shop_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"platform" text NOT NULL,
	"delivery_id" text NOT NULL,
	"topic" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"payload" jsonb,
	"received_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_connections" ADD CONSTRAINT "shop_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_resource_versions" ADD CONSTRAINT "shop_resource_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_webhook_deliveries" ADD CONSTRAINT "shop_webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_connections_token_idx" ON "shop_connections" USING btree ("webhook_token");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_webhook_deliveries_id_idx" ON "shop_webhook_deliveries" USING btree ("account_id","platform","delivery_id");--> statement-breakpoint
CREATE INDEX "shop_webhook_deliveries_recent_idx" ON "shop_webhook_deliveries" USING btree ("account_id","id");