CREATE TABLE "mail_ceilings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"per_hour" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_counters" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_counters_account_id_kind_period_pk" PRIMARY KEY("account_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "mail_sender_domains" (
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "mail_sender_domains_account_id_domain_pk" PRIMARY KEY("account_id","domain")
);
--> statement-breakpoint
CREATE TABLE "mail_verified_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"address" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_ceilings" ADD CONSTRAINT "mail_ceilings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_counters" ADD CONSTRAINT "mail_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sender_domains" ADD CONSTRAINT "mail_sender_domains_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_verified_addresses" ADD CONSTRAINT "mail_verified_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_verified_addresses_account_address_idx" ON "mail_verified_addresses" USING btree ("account_id","address");