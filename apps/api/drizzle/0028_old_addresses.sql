-- An article's shortname changes (a withdrawn article's new title; any future path): the old one,
-- if the article was ever public, keeps answering with a redirect (docs/api.md, "Old addresses").
-- A trigger rather than the service, so no path that renames an article can forget it. The new
-- shortname stops being a redirect (an article taking back its old name, or another's).
CREATE FUNCTION posts_keep_old_shortname() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "post_shortname_redirects" WHERE "old_shortname" = NEW."shortname";
  IF OLD."published_at" IS NOT NULL THEN
    INSERT INTO "post_shortname_redirects" ("old_shortname", "post_id") VALUES (OLD."shortname", NEW."id")
      ON CONFLICT ("old_shortname") DO UPDATE SET "post_id" = EXCLUDED."post_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_old_shortname" AFTER UPDATE OF "shortname" ON "posts"
  FOR EACH ROW WHEN (OLD."shortname" IS DISTINCT FROM NEW."shortname")
  EXECUTE FUNCTION posts_keep_old_shortname();
--> statement-breakpoint
CREATE INDEX "post_shortname_redirects_post_idx" ON "post_shortname_redirects" ("post_id");
--> statement-breakpoint
CREATE INDEX "menu_path_redirects_menu_idx" ON "menu_path_redirects" ("menu_id");
