CREATE TABLE "post_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"user_id" integer,
	"revision_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_corrections" ADD CONSTRAINT "post_corrections_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_corrections" ADD CONSTRAINT "post_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_corrections" ADD CONSTRAINT "post_corrections_revision_id_post_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."post_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_corrections_post_idx" ON "post_corrections" USING btree ("post_id","created_at","id");--> statement-breakpoint
-- A correction is part of the published article: a new one drops the cached replies that hold it
-- and tells the webhooks the article changed (content_changed, migration 0015).
CREATE FUNCTION post_corrections_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM content_changed('article:' || NEW.post_id, 'article.updated', ARRAY['article:' || NEW.post_id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "post_corrections_content" AFTER INSERT ON "post_corrections"
  FOR EACH ROW EXECUTE FUNCTION post_corrections_content_changed();
