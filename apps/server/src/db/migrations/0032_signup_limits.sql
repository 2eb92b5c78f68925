CREATE TABLE "popup_codes" (
	"account_id" integer NOT NULL,
	"popup_id" integer NOT NULL,
	"email" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "popup_codes_popup_id_email_pk" PRIMARY KEY("popup_id","email")
);
--> statement-breakpoint
ALTER TABLE "audience_consent_events" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "audience_consent_events" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "chat_visitors" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "popup_submissions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "popup_submissions" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "popup_submissions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "popup_codes" ADD CONSTRAINT "popup_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_codes" ADD CONSTRAINT "popup_codes_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_codes_email_idx" ON "popup_codes" USING btree ("account_id","email");--> statement-breakpoint
CREATE INDEX "popup_submissions_network_idx" ON "popup_submissions" USING btree ("account_id","network","submitted_at");--> statement-breakpoint
-- Hand-written: the codes handed out before this table keep their address (one code per address and popup).
INSERT INTO "popup_codes" ("account_id", "popup_id", "email", "code", "created_at", "mailed_at")
SELECT DISTINCT ON ("popup_id", "email") "account_id", "popup_id", "email", "code", "submitted_at", "submitted_at"
FROM "popup_submissions" WHERE "email" IS NOT NULL AND "code" IS NOT NULL
ORDER BY "popup_id", "email", "submitted_at";
