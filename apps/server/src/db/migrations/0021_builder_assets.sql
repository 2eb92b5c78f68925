CREATE TABLE "builder_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"builder" text NOT NULL,
	"title" text NOT NULL,
	"group_name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_fonts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"css_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builder_components" ADD CONSTRAINT "builder_components_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_fonts" ADD CONSTRAINT "builder_fonts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builder_components_account_idx" ON "builder_components" USING btree ("account_id","builder","group_name");--> statement-breakpoint
CREATE UNIQUE INDEX "builder_fonts_name_idx" ON "builder_fonts" USING btree ("account_id","name");