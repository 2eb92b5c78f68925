CREATE TABLE "popup_shows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"popup_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"shown_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"popup_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"submit_id" text NOT NULL,
	"email" text,
	"fields" jsonb NOT NULL,
	"code" text,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"popup_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight" integer DEFAULT 50 NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"css" text DEFAULT '' NOT NULL,
	"project" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"settings" jsonb NOT NULL,
	"discount_template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popup_shows" ADD CONSTRAINT "popup_shows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_shows" ADD CONSTRAINT "popup_shows_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_submissions" ADD CONSTRAINT "popup_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_submissions" ADD CONSTRAINT "popup_submissions_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_variants" ADD CONSTRAINT "popup_variants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_variants" ADD CONSTRAINT "popup_variants_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_shows_popup_idx" ON "popup_shows" USING btree ("popup_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "popup_submissions_submit_idx" ON "popup_submissions" USING btree ("popup_id","submit_id");--> statement-breakpoint
CREATE INDEX "popup_submissions_popup_idx" ON "popup_submissions" USING btree ("popup_id","variant_id");--> statement-breakpoint
CREATE INDEX "popup_submissions_email_idx" ON "popup_submissions" USING btree ("account_id","email");--> statement-breakpoint
CREATE INDEX "popup_variants_popup_idx" ON "popup_variants" USING btree ("popup_id");--> statement-breakpoint
CREATE INDEX "popups_account_idx" ON "popups" USING btree ("account_id","status");