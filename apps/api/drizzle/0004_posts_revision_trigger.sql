INSERT INTO "data_revisions" ("name", "revision") VALUES ('posts', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_posts_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_revisions" SET "revision" = "revision" + 1 WHERE "name" = 'posts';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_posts_revision();
