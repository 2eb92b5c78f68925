CREATE TABLE "canned_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" integer NOT NULL,
	"visitor_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"from_user_id" uuid,
	"emailed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_seq_unique" UNIQUE("seq"),
	CONSTRAINT "chat_messages_visitor_client" UNIQUE("visitor_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "chat_page_views" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"visitor_id" uuid NOT NULL,
	"path" text NOT NULL,
	"url" text NOT NULL,
	"page_title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"uid" text NOT NULL,
	"name" text,
	"email" text,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"unread_messages" integer DEFAULT 0 NOT NULL,
	"assignee_id" uuid,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"page_title" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"cart" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cart_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_visitors_account_uid" UNIQUE("account_id","uid")
);
--> statement-breakpoint
CREATE TABLE "shop_domains" (
	"account_id" integer NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_domains_account_id_host_pk" PRIMARY KEY("account_id","host")
);
--> statement-breakpoint
ALTER TABLE "canned_responses" ADD CONSTRAINT "canned_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_visitor_id_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_page_views" ADD CONSTRAINT "chat_page_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_page_views" ADD CONSTRAINT "chat_page_views_visitor_id_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_visitors" ADD CONSTRAINT "chat_visitors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_visitors" ADD CONSTRAINT "chat_visitors_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_domains" ADD CONSTRAINT "shop_domains_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canned_responses_account_idx" ON "canned_responses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "chat_messages_visitor_idx" ON "chat_messages" USING btree ("visitor_id","seq");--> statement-breakpoint
CREATE INDEX "chat_page_views_visitor_idx" ON "chat_page_views" USING btree ("visitor_id","seq");--> statement-breakpoint
CREATE INDEX "chat_visitors_online_idx" ON "chat_visitors" USING btree ("account_id","online");