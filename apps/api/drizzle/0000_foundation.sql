CREATE TABLE "app_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"icon" text NOT NULL,
	"requires_admin" boolean DEFAULT false NOT NULL,
	"notification_property" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"short_content" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"menu_id" integer NOT NULL,
	"secondary_menu_id" integer DEFAULT 0 NOT NULL,
	"post_type" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"thumbnail_source" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"user_id" integer NOT NULL,
	"menu_type" text DEFAULT 'draft' NOT NULL,
	"post_url" text NOT NULL,
	"shortname" text NOT NULL,
	"creation_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"desktop_visitors" integer DEFAULT 0 NOT NULL,
	"mobile_visitors" integer DEFAULT 0 NOT NULL,
	"total_visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submenus" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_administrator" boolean DEFAULT false NOT NULL,
	"is_developer" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"creation_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_modules" ADD CONSTRAINT "app_modules_group_id_module_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."module_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submenus" ADD CONSTRAINT "submenus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_path_idx" ON "menus" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "post_types_name_idx" ON "post_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_shortname_idx" ON "posts" USING btree ("shortname");--> statement-breakpoint
CREATE INDEX "posts_user_drafts_idx" ON "posts" USING btree ("user_id") WHERE "posts"."is_active" and "posts"."menu_type" = 'draft';--> statement-breakpoint
CREATE INDEX "submenus_menu_id_idx" ON "submenus" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));