CREATE TABLE "popup_audience" (
	"account_id" integer NOT NULL,
	"popup_id" integer NOT NULL,
	"email" text NOT NULL,
	"flow_id" integer,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_audience_popup_id_email_pk" PRIMARY KEY("popup_id","email")
);
--> statement-breakpoint
ALTER TABLE "popup_audience" ADD CONSTRAINT "popup_audience_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_audience" ADD CONSTRAINT "popup_audience_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_audience_email_idx" ON "popup_audience" USING btree ("account_id","email");