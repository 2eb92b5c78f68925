CREATE TABLE "recommendation_model_runs" (
	"account_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"products" integer NOT NULL,
	"orders" integer NOT NULL,
	"page_views" integer NOT NULL,
	"neighbour_rows" integer NOT NULL,
	CONSTRAINT "recommendation_model_runs_account_id_pk" PRIMARY KEY("account_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_neighbours" (
	"account_id" integer NOT NULL,
	"source" text NOT NULL,
	"product_id" text NOT NULL,
	"neighbours" jsonb NOT NULL,
	CONSTRAINT "recommendation_neighbours_account_id_source_product_id_pk" PRIMARY KEY("account_id","source","product_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_rankings" (
	"account_id" integer NOT NULL,
	"list" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"products" jsonb NOT NULL,
	CONSTRAINT "recommendation_rankings_account_id_list_category_pk" PRIMARY KEY("account_id","list","category")
);
--> statement-breakpoint
ALTER TABLE "recommendation_model_runs" ADD CONSTRAINT "recommendation_model_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_neighbours" ADD CONSTRAINT "recommendation_neighbours_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_rankings" ADD CONSTRAINT "recommendation_rankings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;