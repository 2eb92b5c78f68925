CREATE TABLE "app_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sealed_credentials" text NOT NULL,
	"key_hint" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"base_url" text,
	"account_name" text,
	"lists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"consent_cursor" bigint DEFAULT 0 NOT NULL,
	"read_back_since" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"connected_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"change_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"run_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_connections" ADD CONSTRAINT "app_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_deliveries" ADD CONSTRAINT "app_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_deliveries" ADD CONSTRAINT "app_deliveries_connection_id_app_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."app_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_connections_service_idx" ON "app_connections" USING btree ("account_id","service");--> statement-breakpoint
CREATE UNIQUE INDEX "app_deliveries_change_idx" ON "app_deliveries" USING btree ("connection_id","subject","change_key");--> statement-breakpoint
CREATE INDEX "app_deliveries_recent_idx" ON "app_deliveries" USING btree ("connection_id","id");--> statement-breakpoint
CREATE INDEX "app_deliveries_state_idx" ON "app_deliveries" USING btree ("connection_id","state");