CREATE TABLE "flow_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"version" integer NOT NULL,
	"email" text NOT NULL,
	"order_id" text,
	"context" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"exit_reason" text,
	"step_id" text,
	"due_at" timestamp with time zone,
	"entered_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_event_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"step_id" text NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"mail_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_segment_members" (
	"account_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "flow_segment_members_flow_id_email_pk" PRIMARY KEY("flow_id","email")
);
--> statement-breakpoint
CREATE TABLE "flow_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"quiet_enabled" boolean DEFAULT true NOT NULL,
	"quiet_from" text DEFAULT '21:00' NOT NULL,
	"quiet_to" text DEFAULT '08:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_step_runs" (
	"account_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"step_id" text NOT NULL,
	"outcome" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flow_step_runs_entry_id_step_id_pk" PRIMARY KEY("entry_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "flow_versions" (
	"account_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_versions_flow_id_version_pk" PRIMARY KEY("flow_id","version")
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"definition" jsonb NOT NULL,
	"reentry" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_entries" ADD CONSTRAINT "flow_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_entries" ADD CONSTRAINT "flow_entries_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_event_log" ADD CONSTRAINT "flow_event_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_mails" ADD CONSTRAINT "flow_mails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_mails" ADD CONSTRAINT "flow_mails_entry_id_flow_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."flow_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_segment_members" ADD CONSTRAINT "flow_segment_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_segment_members" ADD CONSTRAINT "flow_segment_members_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_settings" ADD CONSTRAINT "flow_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_step_runs" ADD CONSTRAINT "flow_step_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_step_runs" ADD CONSTRAINT "flow_step_runs_entry_id_flow_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."flow_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_entries_flow_email_idx" ON "flow_entries" USING btree ("flow_id","email","entered_at");--> statement-breakpoint
CREATE INDEX "flow_entries_active_email_idx" ON "flow_entries" USING btree ("account_id","email") WHERE "flow_entries"."status" = 'active';--> statement-breakpoint
CREATE INDEX "flow_entries_active_order_idx" ON "flow_entries" USING btree ("account_id","order_id") WHERE "flow_entries"."status" = 'active';--> statement-breakpoint
CREATE INDEX "flow_event_log_account_idx" ON "flow_event_log" USING btree ("account_id","type","occurred_at");--> statement-breakpoint
CREATE INDEX "flow_event_log_time_idx" ON "flow_event_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_mails_token_idx" ON "flow_mails" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_mails_step_idx" ON "flow_mails" USING btree ("entry_id","step_id");--> statement-breakpoint
CREATE INDEX "flow_mails_flow_idx" ON "flow_mails" USING btree ("flow_id","step_id");--> statement-breakpoint
CREATE INDEX "flow_step_runs_flow_idx" ON "flow_step_runs" USING btree ("flow_id","step_id");--> statement-breakpoint
CREATE INDEX "flows_account_idx" ON "flows" USING btree ("account_id","active");