CREATE TABLE "audience_consent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"consent" text DEFAULT 'none' NOT NULL,
	"consent_source" text,
	"consent_at" timestamp with time zone,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_suppressions" (
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "audience_suppressions_account_id_email_pk" PRIMARY KEY("account_id","email")
);
--> statement-breakpoint
ALTER TABLE "audience_consent_events" ADD CONSTRAINT "audience_consent_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_consent_events" ADD CONSTRAINT "audience_consent_events_contact_id_audience_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."audience_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_contacts" ADD CONSTRAINT "audience_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_segments" ADD CONSTRAINT "audience_segments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_suppressions" ADD CONSTRAINT "audience_suppressions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audience_consent_events_contact_idx" ON "audience_consent_events" USING btree ("contact_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "audience_contacts_email_idx" ON "audience_contacts" USING btree ("account_id","email");--> statement-breakpoint
CREATE INDEX "audience_contacts_list_idx" ON "audience_contacts" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "audience_contacts_email_trgm_idx" ON "audience_contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audience_contacts_tags_idx" ON "audience_contacts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "audience_segments_account_idx" ON "audience_segments" USING btree ("account_id","id");--> statement-breakpoint
-- Customers stored before the audience existed become contacts; those who said yes at checkout keep it.
INSERT INTO "audience_contacts" ("account_id", "email", "name", "consent", "consent_source", "consent_at", "created_at", "updated_at")
SELECT "account_id", "email", "name",
  CASE WHEN "marketing_consent" THEN 'given' ELSE 'none' END,
  CASE WHEN "marketing_consent" THEN 'checkout' ELSE NULL END,
  CASE WHEN "marketing_consent" THEN "updated_at" ELSE NULL END,
  "created_at", "updated_at"
FROM "shop_customers"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "audience_consent_events" ("account_id", "contact_id", "state", "source", "at")
SELECT "account_id", "id", 'given', 'checkout', "consent_at" FROM "audience_contacts" WHERE "consent" = 'given';
