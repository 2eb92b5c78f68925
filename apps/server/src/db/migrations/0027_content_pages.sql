CREATE TABLE "content_page_versions" (
	"account_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"html" text NOT NULL,
	"css" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_page_versions_page_id_version_pk" PRIMARY KEY("page_id","version")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"placement_key" text NOT NULL,
	"from_day" text,
	"to_day" text,
	"draft_html" text DEFAULT '' NOT NULL,
	"draft_css" text DEFAULT '' NOT NULL,
	"project" jsonb,
	"published_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pages_account_idx" ON "content_pages" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_key_idx" ON "content_pages" USING btree ("account_id","placement_key");