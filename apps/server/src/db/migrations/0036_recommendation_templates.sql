CREATE TABLE "recommendation_template_versions" (
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"html" text NOT NULL,
	"css" text NOT NULL,
	"settings" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" uuid,
	CONSTRAINT "recommendation_template_versions_template_id_version_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "recommendation_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"dealer_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"html" text NOT NULL,
	"css" text NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_templates_one_owner" CHECK (num_nonnulls("recommendation_templates"."account_id", "recommendation_templates"."dealer_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "recommendation_template_versions" ADD CONSTRAINT "recommendation_template_versions_template_id_recommendation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."recommendation_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_template_versions" ADD CONSTRAINT "recommendation_template_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_templates" ADD CONSTRAINT "recommendation_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_templates" ADD CONSTRAINT "recommendation_templates_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_templates_account_idx" ON "recommendation_templates" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "recommendation_templates_dealer_idx" ON "recommendation_templates" USING btree ("dealer_id");