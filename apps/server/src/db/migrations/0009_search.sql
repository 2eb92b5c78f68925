CREATE TABLE "shop_catalogue_revisions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_custom_phrases" (
	"account_id" integer NOT NULL,
	"phrase" text NOT NULL,
	"custom_result_id" uuid NOT NULL,
	CONSTRAINT "search_custom_phrases_account_id_phrase_pk" PRIMARY KEY("account_id","phrase")
);
--> statement-breakpoint
CREATE TABLE "search_custom_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"phrase" text NOT NULL,
	"comma_separated" boolean DEFAULT false NOT NULL,
	"merge" boolean DEFAULT true NOT NULL,
	"included" text[] NOT NULL,
	"excluded" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"phrase" text NOT NULL,
	"results" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_revisions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"word" text NOT NULL,
	"synonyms" text[] NOT NULL,
	"two_way" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_widgets" (
	"account_id" integer NOT NULL,
	"id" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_widgets_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_catalogue_revisions" ADD CONSTRAINT "shop_catalogue_revisions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_custom_phrases" ADD CONSTRAINT "search_custom_phrases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_custom_phrases" ADD CONSTRAINT "search_custom_phrases_custom_result_id_search_custom_results_id_fk" FOREIGN KEY ("custom_result_id") REFERENCES "public"."search_custom_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_custom_results" ADD CONSTRAINT "search_custom_results_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD CONSTRAINT "search_keywords_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_revisions" ADD CONSTRAINT "search_revisions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_settings" ADD CONSTRAINT "search_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_widgets" ADD CONSTRAINT "search_widgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_custom_results_account_idx" ON "search_custom_results" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_word_idx" ON "search_keywords" USING btree ("account_id","keyword");--> statement-breakpoint
CREATE INDEX "search_log_account_time_idx" ON "search_log" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "search_log_no_result_idx" ON "search_log" USING btree ("account_id","created_at") WHERE "search_log"."results" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_word_idx" ON "search_synonyms" USING btree ("account_id","word");