CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"side" text DEFAULT '' NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"total_clicks" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"user_id" integer NOT NULL,
	"updated_by" integer,
	"creation_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_kind_check" CHECK ("banners"."kind" in ('banner', 'campaign'))
);
--> statement-breakpoint
CREATE TABLE "google_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"size" text NOT NULL,
	"div_id" text NOT NULL,
	"path_mobile" text DEFAULT '' NOT NULL,
	"size_mobile" text DEFAULT '' NOT NULL,
	"div_id_mobile" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"user_id" integer NOT NULL,
	"updated_by" integer,
	"creation_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_visit_totals" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"desktop" integer DEFAULT 0 NOT NULL,
	"mobile" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_visits_daily" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_visits_daily_post_id_day_device_pk" PRIMARY KEY("post_id","day","device")
);
--> statement-breakpoint
CREATE TABLE "site_visits_daily" (
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_visits_daily_day_device_pk" PRIMARY KEY("day","device")
);
--> statement-breakpoint
CREATE TABLE "voting_widget_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"widget_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"right_side" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"user_id" integer NOT NULL,
	"updated_by" integer,
	"creation_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_ads" ADD CONSTRAINT "google_ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_visit_totals" ADD CONSTRAINT "post_visit_totals_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_visits_daily" ADD CONSTRAINT "post_visits_daily_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_widget_items" ADD CONSTRAINT "voting_widget_items_widget_id_voting_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."voting_widgets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_widgets" ADD CONSTRAINT "voting_widgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_list_idx" ON "banners" USING btree ("kind","is_active","last_update" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "google_ads_list_idx" ON "google_ads" USING btree ("is_active","last_update" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "google_ads_div_id_idx" ON "google_ads" USING btree ("div_id");--> statement-breakpoint
CREATE INDEX "post_visits_daily_day_idx" ON "post_visits_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "voting_widget_items_widget_idx" ON "voting_widget_items" USING btree ("widget_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_widgets_one_right_side_idx" ON "voting_widgets" USING btree ("right_side") WHERE "voting_widgets"."right_side";