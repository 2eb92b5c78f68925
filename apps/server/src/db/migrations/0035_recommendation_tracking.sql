CREATE TABLE "recommendation_attributed_lines" (
	"account_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"algorithm" text NOT NULL,
	"day" date NOT NULL,
	"revenue_ore" bigint NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_attributed_lines_account_id_order_id_product_id_pk" PRIMARY KEY("account_id","order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_clicks" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"visitor_uid" text NOT NULL,
	"widget_id" text NOT NULL,
	"algorithm" text NOT NULL,
	"product_id" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_daily_figures" (
	"account_id" integer NOT NULL,
	"widget_id" text NOT NULL,
	"day" date NOT NULL,
	"algorithm" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "recommendation_daily_figures_account_id_widget_id_day_algorithm_pk" PRIMARY KEY("account_id","widget_id","day","algorithm")
);
--> statement-breakpoint
ALTER TABLE "recommendation_attributed_lines" ADD CONSTRAINT "recommendation_attributed_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_clicks" ADD CONSTRAINT "recommendation_clicks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_daily_figures" ADD CONSTRAINT "recommendation_daily_figures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_attributed_lines_day_idx" ON "recommendation_attributed_lines" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "recommendation_clicks_product_idx" ON "recommendation_clicks" USING btree ("account_id","product_id","clicked_at");--> statement-breakpoint
CREATE INDEX "recommendation_clicks_time_idx" ON "recommendation_clicks" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "recommendation_daily_figures_day_idx" ON "recommendation_daily_figures" USING btree ("account_id","day");