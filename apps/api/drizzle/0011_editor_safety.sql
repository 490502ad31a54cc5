CREATE TABLE "post_presence" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tab_id" text NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_presence_post_id_user_id_tab_id_pk" PRIMARY KEY("post_id","user_id","tab_id")
);
--> statement-breakpoint
CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"menu_type" text NOT NULL,
	"title" text NOT NULL,
	"short_content" text NOT NULL,
	"content" text NOT NULL,
	"keywords" text NOT NULL,
	"menu_id" integer NOT NULL,
	"secondary_menu_id" integer NOT NULL,
	"post_type" text NOT NULL,
	"thumbnail" text NOT NULL,
	"thumbnail_source" text NOT NULL,
	"publish_at" timestamp (3) with time zone,
	"restored_from" integer,
	"scheduled_by" integer,
	CONSTRAINT "post_revisions_action_check" CHECK (action in ('create', 'update', 'publish', 'unpublish', 'restore', 'scheduled-publish'))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "published_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "post_presence" ADD CONSTRAINT "post_presence_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_presence" ADD CONSTRAINT "post_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_restored_from_post_revisions_id_fk" FOREIGN KEY ("restored_from") REFERENCES "public"."post_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_presence_last_seen_idx" ON "post_presence" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "post_revisions_post_idx" ON "post_revisions" USING btree ("post_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_revisions_restored_from_idx" ON "post_revisions" USING btree ("restored_from") WHERE "post_revisions"."restored_from" is not null;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_publish_due_idx" ON "posts" USING btree ("publish_at") WHERE "posts"."menu_type" = 'draft' and "posts"."is_active" and "posts"."publish_at" is not null;