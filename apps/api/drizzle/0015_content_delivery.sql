CREATE TABLE "content_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "preview_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" integer,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone,
	"locked_until" timestamp (3) with time zone,
	"response_status" integer,
	"duration_ms" integer,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"first_event" text NOT NULL,
	"event" text NOT NULL,
	"surrogate_keys" text[] NOT NULL,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"first_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"disabled_reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "thumbnail_width" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "thumbnail_height" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "published_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "preview_snapshots" ADD CONSTRAINT "preview_snapshots_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_keys_hash_idx" ON "content_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "preview_snapshots_expires_idx" ON "preview_snapshots" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_outbox_subject_idx" ON "webhook_outbox" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "webhook_outbox_first_idx" ON "webhook_outbox" USING btree ("first_at");--> statement-breakpoint
CREATE INDEX "posts_public_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."menu_type" = 'post' and "posts"."is_active";--> statement-breakpoint
CREATE INDEX "posts_public_menu_idx" ON "posts" USING btree ("menu_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."menu_type" = 'post' and "posts"."is_active";--> statement-breakpoint
-- When an article first goes public, whichever path publishes it (a save, a bulk action, the
-- scheduler, a restored revision). An article inserted as published (imports, demo data) was
-- published when it was created. Unpublishing keeps it, so a republished story keeps its place.
CREATE FUNCTION posts_set_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.menu_type = 'post' AND NEW.published_at IS NULL THEN
    IF TG_OP = 'INSERT' THEN
      NEW.published_at := NEW.creation_date;
    ELSE
      NEW.published_at := now();
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_published_at" BEFORE INSERT OR UPDATE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION posts_set_published_at();
--> statement-breakpoint
UPDATE "posts" SET "published_at" = "creation_date" WHERE "menu_type" = 'post';
--> statement-breakpoint
-- A change the public site can see, in the transaction that makes it: a notification naming the
-- surrogate keys it touches (every server instance drops its cached content replies tagged with
-- them, modules/content), and, when `event` is given and a webhook is on, the outbox row of the
-- item (modules/webhooks): a later change of the same item updates that row until it is taken,
-- keeping the first event of the window and merging the keys.
CREATE FUNCTION content_changed(p_subject text, p_event text, p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('newsroom_content', array_to_string(p_keys, ' '));
  IF p_event IS NOT NULL AND EXISTS (SELECT 1 FROM "webhooks" WHERE "is_active" AND "deleted_at" IS NULL) THEN
    INSERT INTO "webhook_outbox" ("subject", "first_event", "event", "surrogate_keys", "occurred_at", "first_at")
      VALUES (p_subject, p_event, p_event, p_keys, now(), now())
      ON CONFLICT ("subject") DO UPDATE SET
        "event" = EXCLUDED."event",
        "surrogate_keys" = ARRAY(
          SELECT DISTINCT k FROM unnest("webhook_outbox"."surrogate_keys" || EXCLUDED."surrogate_keys") AS k
        ),
        "occurred_at" = EXCLUDED."occurred_at";
  END IF;
END
$$;
--> statement-breakpoint
-- Articles: only what readers see. A draft's saves touch nothing public; visitor counters and the
-- optimistic lock's last_update are not content.
CREATE FUNCTION posts_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.menu_type = 'post' AND OLD.is_active;
  is_public boolean := TG_OP <> 'DELETE' AND NEW.menu_type = 'post' AND NEW.is_active;
  id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  keys text[] := ARRAY['article:' || id];
BEGIN
  IF NOT was_public AND NOT is_public THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.title, OLD.short_content, OLD.content, OLD.menu_id, OLD.secondary_menu_id, OLD.post_type,
        OLD.keywords, OLD.thumbnail, OLD.thumbnail_source, OLD.thumbnail_width, OLD.thumbnail_height,
        OLD.is_active, OLD.user_id, OLD.menu_type, OLD.post_url, OLD.shortname, OLD.published_at)
       IS NOT DISTINCT FROM
       (NEW.title, NEW.short_content, NEW.content, NEW.menu_id, NEW.secondary_menu_id, NEW.post_type,
        NEW.keywords, NEW.thumbnail, NEW.thumbnail_source, NEW.thumbnail_width, NEW.thumbnail_height,
        NEW.is_active, NEW.user_id, NEW.menu_type, NEW.post_url, NEW.shortname, NEW.published_at) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF was_public AND is_public THEN
    -- A change that moves it between lists (category, type, keywords, author) touches the lists;
    -- otherwise only the replies that hold it (each list names the articles it shows).
    IF (OLD.menu_id, OLD.secondary_menu_id, OLD.post_type, OLD.keywords, OLD.user_id, OLD.published_at)
       IS DISTINCT FROM
       (NEW.menu_id, NEW.secondary_menu_id, NEW.post_type, NEW.keywords, NEW.user_id, NEW.published_at) THEN
      keys := keys || ARRAY['articles', 'menu:' || OLD.menu_id, 'menu:' || NEW.menu_id];
    END IF;
    PERFORM content_changed('article:' || id, 'article.updated', keys);
  ELSIF is_public THEN
    PERFORM content_changed('article:' || id, 'article.published', keys || ARRAY['articles', 'menu:' || NEW.menu_id]);
  ELSE
    PERFORM content_changed(
      'article:' || id,
      CASE WHEN TG_OP = 'DELETE' OR NOT NEW.is_active THEN 'article.deleted' ELSE 'article.unpublished' END,
      keys || ARRAY['articles', 'menu:' || OLD.menu_id]
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_content" AFTER INSERT OR UPDATE OR DELETE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION posts_content_changed();
--> statement-breakpoint
-- Banners (campaigns are not placed on the site): the placements they leave and enter. A click
-- only counts.
CREATE FUNCTION banners_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := ARRAY[]::text[];
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.kind = 'banner' THEN
    IF TG_OP = 'UPDATE' AND (OLD.kind, OLD.title, OLD.url, OLD.side, OLD.banner_url, OLD.width, OLD.height, OLD.is_active)
       IS NOT DISTINCT FROM (NEW.kind, NEW.title, NEW.url, NEW.side, NEW.banner_url, NEW.width, NEW.height, NEW.is_active) THEN
      RETURN NULL;
    END IF;
    IF OLD.side <> '' THEN keys := keys || ('placement:' || OLD.side); END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.kind = 'banner' AND NEW.side <> '' THEN
    keys := keys || ('placement:' || NEW.side);
  END IF;
  IF cardinality(keys) > 0 THEN
    PERFORM content_changed('banners', 'banners.changed', keys);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "banners_content" AFTER INSERT OR UPDATE OR DELETE ON "banners"
  FOR EACH ROW EXECUTE FUNCTION banners_content_changed();
--> statement-breakpoint
CREATE FUNCTION google_ads_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.name, OLD.path, OLD.size, OLD.div_id, OLD.path_mobile, OLD.size_mobile,
      OLD.div_id_mobile, OLD.position, OLD.width, OLD.height, OLD.is_active)
     IS NOT DISTINCT FROM (NEW.name, NEW.path, NEW.size, NEW.div_id, NEW.path_mobile, NEW.size_mobile,
      NEW.div_id_mobile, NEW.position, NEW.width, NEW.height, NEW.is_active) THEN
    RETURN NULL;
  END IF;
  PERFORM content_changed('ad-slots', 'ad_slots.changed', ARRAY['ad-slots']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "google_ads_content" AFTER INSERT OR UPDATE OR DELETE ON "google_ads"
  FOR EACH ROW EXECUTE FUNCTION google_ads_content_changed();
--> statement-breakpoint
-- The right-side poll: the poll that is or was on the right, and its items. A vote changes what the
-- site shows (the counts), so it drops the cached replies, but it sends no webhook: readers vote all
-- day, and the vote call itself answers the new counts.
CREATE FUNCTION polls_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD.right_side) OR (TG_OP <> 'DELETE' AND NEW.right_side) THEN
    IF TG_OP = 'UPDATE' AND (OLD.name, OLD.right_side, OLD.is_active) IS NOT DISTINCT FROM (NEW.name, NEW.right_side, NEW.is_active) THEN
      RETURN NULL;
    END IF;
    PERFORM content_changed('poll:right', 'polls.changed', ARRAY['poll:right']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "polls_content" AFTER INSERT OR UPDATE OR DELETE ON "voting_widgets"
  FOR EACH ROW EXECUTE FUNCTION polls_content_changed();
--> statement-breakpoint
CREATE FUNCTION poll_items_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  poll integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.widget_id ELSE NEW.widget_id END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "voting_widgets" WHERE "id" = poll AND "right_side") THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.name, OLD.position) IS NOT DISTINCT FROM (NEW.name, NEW.position) THEN
    PERFORM content_changed('poll:right', NULL, ARRAY['poll:right']);
  ELSE
    PERFORM content_changed('poll:right', 'polls.changed', ARRAY['poll:right']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "poll_items_content" AFTER INSERT OR UPDATE OR DELETE ON "voting_widget_items"
  FOR EACH ROW EXECUTE FUNCTION poll_items_content_changed();
--> statement-breakpoint
CREATE FUNCTION menus_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  menu integer;
BEGIN
  IF TG_TABLE_NAME = 'menus' THEN
    menu := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    menu := CASE WHEN TG_OP = 'DELETE' THEN OLD.menu_id ELSE NEW.menu_id END;
  END IF;
  PERFORM content_changed('menus', 'menus.changed', ARRAY['menus', 'menu:' || menu]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "menus_content" AFTER INSERT OR UPDATE OR DELETE ON "menus"
  FOR EACH ROW EXECUTE FUNCTION menus_content_changed();
--> statement-breakpoint
CREATE TRIGGER "submenus_content" AFTER INSERT OR UPDATE OR DELETE ON "submenus"
  FOR EACH ROW EXECUTE FUNCTION menus_content_changed();
--> statement-breakpoint
-- An author's new name shows in every reply that names them: the servers drop every cached reply.
CREATE FUNCTION users_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.first_name, OLD.last_name) IS DISTINCT FROM (NEW.first_name, NEW.last_name) THEN
    PERFORM pg_notify('newsroom_content', '*');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_content" AFTER UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_content_changed();
