CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"focal_x" real DEFAULT 0.5 NOT NULL,
	"focal_y" real DEFAULT 0.5 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(translate(alt || ' ' || credit || ' ' || caption || ' ' || file_name, 'áàâäãåāăąéèêëēėęěíìîïīįóòôöõőøōúùûüűūůýÿçćčñńšśžźżřďťľĺÁÀÂÄÃÅĀĂĄÉÈÊËĒĖĘĚÍÌÎÏĪĮÓÒÔÖÕŐØŌÚÙÛÜŰŪŮÝŸÇĆČÑŃŠŚŽŹŻŘĎŤĽĹ', 'aaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuyycccnnsszzzrdtllaaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuyycccnnsszzzrdtll'))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_usages" (
	"media_id" integer NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	CONSTRAINT "media_usages_media_id_kind_owner_id_pk" PRIMARY KEY("media_id","kind","owner_id")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_usages" ADD CONSTRAINT "media_usages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_url_idx" ON "media" USING btree ("url");--> statement-breakpoint
CREATE INDEX "media_sha256_idx" ON "media" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "media_list_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_uploader_list_idx" ON "media" USING btree ("uploaded_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_search_trgm_idx" ON "media" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_usages_owner_idx" ON "media_usages" USING btree ("kind","owner_id");--> statement-breakpoint
-- The usage index (media_usages): an article's cover and the images of its body, kept on every
-- write of posts whatever path made it (editor, bulk, scheduler, restore).
CREATE FUNCTION media_usages_of_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.thumbnail IS NOT DISTINCT FROM OLD.thumbnail
     AND NEW.content IS NOT DISTINCT FROM OLD.content THEN
    RETURN NULL;
  END IF;
  DELETE FROM media_usages WHERE kind IN ('cover', 'content') AND owner_id = NEW.id;
  IF NEW.thumbnail LIKE '/uploads/%' THEN
    INSERT INTO media_usages (media_id, kind, owner_id)
      SELECT m.id, 'cover', NEW.id FROM media m WHERE m.url = NEW.thumbnail
      ON CONFLICT DO NOTHING;
  END IF;
  IF NEW.content LIKE '%/uploads/%' THEN
    INSERT INTO media_usages (media_id, kind, owner_id)
      SELECT DISTINCT m.id, 'content', NEW.id FROM media m
      WHERE m.url IN (SELECT (regexp_matches(NEW.content, '/uploads/[A-Za-z0-9._/-]+', 'g'))[1])
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_media_usages" AFTER INSERT OR UPDATE OF thumbnail, content ON "posts"
  FOR EACH ROW EXECUTE FUNCTION media_usages_of_post();
--> statement-breakpoint
-- Banners and campaigns (one table, `kind` tells them apart): a deleted one uses nothing.
CREATE FUNCTION media_usages_of_banner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.banner_url IS NOT DISTINCT FROM OLD.banner_url
     AND NEW.is_active IS NOT DISTINCT FROM OLD.is_active AND NEW.kind IS NOT DISTINCT FROM OLD.kind THEN
    RETURN NULL;
  END IF;
  DELETE FROM media_usages WHERE kind IN ('banner', 'campaign') AND owner_id = NEW.id;
  IF NEW.is_active AND NEW.banner_url LIKE '/uploads/%' THEN
    INSERT INTO media_usages (media_id, kind, owner_id)
      SELECT m.id, NEW.kind, NEW.id FROM media m WHERE m.url = NEW.banner_url
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "banners_media_usages" AFTER INSERT OR UPDATE OF banner_url, is_active, kind ON "banners"
  FOR EACH ROW EXECUTE FUNCTION media_usages_of_banner();
--> statement-breakpoint
-- The right to manage the library (delete, replace), the categories, post types and keywords
-- (packages/shared/src/permissions.ts): the built-in editor and administrator roles hold it, and so
-- does every role that runs campaigns (the spec's is_admin, whose rights include it now).
-- Rights stay in the order of RIGHTS, as the roles made from flags have them (roles are matched by
-- their rights array).
UPDATE "roles" SET "rights" = ARRAY(
    SELECT t.r FROM unnest(ARRAY['articles.write_own','articles.write_all','articles.publish','articles.review','articles.delete','ads.manage','ad_slots.manage','polls.manage','taxonomy.manage','users.manage','roles.manage','audit.read','integrations.manage']) WITH ORDINALITY AS t(r, n)
    WHERE t.r = ANY("rights") OR t.r = 'taxonomy.manage'
    ORDER BY t.n)
  WHERE NOT ('taxonomy.manage' = ANY("rights"))
    AND ("builtin" IN ('editor', 'administrator') OR 'ads.manage' = ANY("rights"));
