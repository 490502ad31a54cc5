-- A million-article archive: exact list totals kept as counters, the 'Szöveg' full-text filter.
-- The two new indexes (posts_search_vector_idx, posts_type_title_key_list_idx) are built by the
-- start-up upgrade with CREATE INDEX CONCURRENTLY (apps/api/src/db/archive-upgrade.ts), which
-- cannot run in a migration's transaction; it also fills the counters and the search vectors of
-- existing articles in batches.
CREATE TABLE "archive_upgrade_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"counted_to" integer NOT NULL,
	"vectors_to" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_counts" (
	"level" text NOT NULL,
	"day" date NOT NULL,
	"menu_type" text NOT NULL,
	"is_active" boolean NOT NULL,
	"scheduled" boolean NOT NULL,
	"menu_id" integer NOT NULL,
	"post_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_counts_pkey" PRIMARY KEY("level","day","menu_type","is_active","scheduled","menu_id","post_type","user_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Hungarian stems with accents folded: 'gazdasági', 'gazdaság' and 'gazdasag' are one word.
CREATE TEXT SEARCH CONFIGURATION newsroom_hu (COPY = hungarian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION newsroom_hu
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
  WITH unaccent, hungarian_stem;
--> statement-breakpoint
-- An article's HTML as text: tags dropped, the entities the editor writes decoded.
CREATE FUNCTION post_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(
    regexp_replace(html, '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;
--> statement-breakpoint
CREATE FUNCTION post_search_vector(title text, lead text, html text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('newsroom_hu'::regconfig, title), 'A')
      || setweight(to_tsvector('newsroom_hu'::regconfig, lead), 'B')
      || setweight(to_tsvector('newsroom_hu'::regconfig, post_plain_text(html)), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION posts_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.search_vector IS NULL
     OR (OLD.title, OLD.short_content, OLD.content) IS DISTINCT FROM (NEW.title, NEW.short_content, NEW.content) THEN
    NEW.search_vector := post_search_vector(NEW.title, NEW.short_content, NEW.content);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_search_vector" BEFORE INSERT OR UPDATE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION posts_set_search_vector();
--> statement-breakpoint
-- The periods an article is counted in (schema/post-counts.ts): all time, its year, month and day
-- in the newsroom's calendar (TIME_ZONE of packages/shared/src/constants.ts).
CREATE FUNCTION post_count_periods(created timestamptz) RETURNS TABLE (level text, day date)
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT p.level, p.day
  FROM (SELECT (created AT TIME ZONE 'Europe/Budapest')::date AS d) x,
  LATERAL (VALUES ('a', DATE '1900-01-01'), ('y', date_trunc('year', x.d)::date),
                  ('m', date_trunc('month', x.d)::date), ('d', x.d)) AS p(level, day)
$$;
--> statement-breakpoint
-- One statement's effect on the counters: +1 per new row version, -1 per old one, summed per
-- counter (a save that moves nothing cancels out and writes nothing) and applied in the key's
-- order, so two concurrent statements lock shared counters in the same order and never deadlock.
-- While the start-up upgrade fills the counters of older rows, only the rows it has passed count
-- here, and the FOR SHARE lock makes a batch of it wait for writers in flight (and them for it).
-- Each kind of statement has its own static SQL: PL/pgSQL keeps its plan (EXECUTE would plan it
-- on every write), and a branch that names a transition table its trigger lacks is never planned.
CREATE FUNCTION posts_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  upto integer;
BEGIN
  SELECT counted_to INTO upto FROM archive_upgrade_state WHERE id = 1;
  IF upto IS NULL OR upto < 2147483647 THEN
    SELECT counted_to INTO upto FROM archive_upgrade_state WHERE id = 1 FOR SHARE;
    upto := coalesce(upto, 0);
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_counts AS c
    SELECT p.level, p.day, r.menu_type, r.is_active, r.menu_type = 'draft' AND r.publish_at IS NOT NULL,
           r.menu_id, r.post_type, r.user_id, count(*)
    FROM new_rows r CROSS JOIN LATERAL post_count_periods(r.creation_date) p
    WHERE r.id <= upto
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT post_counts_pkey DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_counts AS c
    SELECT p.level, p.day, r.menu_type, r.is_active, r.menu_type = 'draft' AND r.publish_at IS NOT NULL,
           r.menu_id, r.post_type, r.user_id, -count(*)
    FROM old_rows r CROSS JOIN LATERAL post_count_periods(r.creation_date) p
    WHERE r.id <= upto
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT post_counts_pkey DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO post_counts AS c
    SELECT p.level, p.day, r.menu_type, r.is_active, r.menu_type = 'draft' AND r.publish_at IS NOT NULL,
           r.menu_id, r.post_type, r.user_id, sum(r.delta)
    FROM (SELECT id, creation_date, menu_type, is_active, publish_at, menu_id, post_type, user_id, 1 AS delta
          FROM new_rows
          UNION ALL
          SELECT id, creation_date, menu_type, is_active, publish_at, menu_id, post_type, user_id, -1
          FROM old_rows) r
    CROSS JOIN LATERAL post_count_periods(r.creation_date) p
    WHERE r.id <= upto
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(r.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT post_counts_pkey DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_counts_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posts_count_changes();
--> statement-breakpoint
CREATE TRIGGER "posts_counts_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posts_count_changes();
--> statement-breakpoint
CREATE TRIGGER "posts_counts_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posts_count_changes();
--> statement-breakpoint
CREATE FUNCTION posts_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM post_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_counts_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION posts_counts_truncate();
--> statement-breakpoint
-- An empty table is counted from the start; otherwise the start-up upgrade fills the counters and
-- the search vectors of the articles there are now (newer ones get theirs from the trigger).
INSERT INTO archive_upgrade_state (id, counted_to, vectors_to)
  SELECT 1, CASE WHEN EXISTS (SELECT 1 FROM posts) THEN 0 ELSE 2147483647 END,
         CASE WHEN EXISTS (SELECT 1 FROM posts) THEN 0 ELSE 2147483647 END;
--> statement-breakpoint
-- What a statement changed in the article list, as every instance's list cache hears it (channel
-- newsroom_lists, modules/posts/posts-list-cache.ts): the tags of the cached totals ('n:…') and
-- pages ('p:…') it can change, for the old and the new row: 'all' (the unfiltered list),
-- 'm:<category>', 'u:<author>', 't:<post type>' and 's:<state>'. Totals change only when a row
-- comes, goes or moves between filters; pages also when a title changes (the title order, q);
-- 'post:<id>' drops the pages that show the row; 'title' and 'text' the title and text searches.
-- A save of the text alone (content, lead, keywords) changes no total. Too many tags: '*' (all).
CREATE FUNCTION post_list_tags(prefix text, id integer, menu_id integer, user_id integer, post_type text, menu_type text)
  RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN id IS NULL THEN ARRAY[]::text[] ELSE ARRAY[
    prefix || 'all', prefix || 'm:' || menu_id, prefix || 'u:' || user_id,
    prefix || 't:' || replace(post_type, ' ', '_'), prefix || 's:' || menu_type] END
$$;
--> statement-breakpoint
CREATE FUNCTION posts_list_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
  payload text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(array_agg(DISTINCT t), ARRAY[]::text[]) INTO tags FROM (
      SELECT o.id, o.menu_id AS o_menu, o.user_id AS o_user, o.post_type AS o_type, o.menu_type AS o_state,
        n.menu_id AS n_menu, n.user_id AS n_user, n.post_type AS n_type, n.menu_type AS n_state,
        (o.menu_type, o.is_active, o.publish_at IS NULL, o.menu_id, o.post_type, o.user_id, o.creation_date)
          IS DISTINCT FROM (n.menu_type, n.is_active, n.publish_at IS NULL, n.menu_id, n.post_type, n.user_id, n.creation_date)
          AS moved,
        o.title IS DISTINCT FROM n.title AS retitled,
        (o.title, o.short_content, o.content) IS DISTINCT FROM (n.title, n.short_content, n.content) AS rewritten,
        (o.title, o.short_content, o.keywords, o.thumbnail, o.secondary_menu_id, o.post_url, o.shortname,
         o.last_update, o.publish_at, o.menu_type, o.is_active, o.menu_id, o.post_type, o.user_id, o.creation_date)
          IS DISTINCT FROM
        (n.title, n.short_content, n.keywords, n.thumbnail, n.secondary_menu_id, n.post_url, n.shortname,
         n.last_update, n.publish_at, n.menu_type, n.is_active, n.menu_id, n.post_type, n.user_id, n.creation_date)
          AS shown
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    ) c, LATERAL unnest(
      CASE WHEN moved THEN post_list_tags('n:', id, o_menu, o_user, o_type, o_state)
        || post_list_tags('n:', id, n_menu, n_user, n_type, n_state) ELSE ARRAY[]::text[] END
      || CASE WHEN moved OR retitled THEN post_list_tags('p:', id, o_menu, o_user, o_type, o_state)
        || post_list_tags('p:', id, n_menu, n_user, n_type, n_state) || ARRAY['title'] ELSE ARRAY[]::text[] END
      || CASE WHEN moved OR rewritten THEN ARRAY['text'] ELSE ARRAY[]::text[] END
      || CASE WHEN shown OR moved THEN ARRAY['post:' || id] ELSE ARRAY[]::text[] END
    ) AS t;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(DISTINCT t), ARRAY[]::text[]) INTO tags
    FROM new_rows r, LATERAL unnest(post_list_tags('n:', r.id, r.menu_id, r.user_id, r.post_type, r.menu_type)
      || post_list_tags('p:', r.id, r.menu_id, r.user_id, r.post_type, r.menu_type)
      || ARRAY['title', 'text', 'post:' || r.id]) AS t;
  ELSE
    SELECT coalesce(array_agg(DISTINCT t), ARRAY[]::text[]) INTO tags
    FROM old_rows r, LATERAL unnest(post_list_tags('n:', r.id, r.menu_id, r.user_id, r.post_type, r.menu_type)
      || post_list_tags('p:', r.id, r.menu_id, r.user_id, r.post_type, r.menu_type)
      || ARRAY['title', 'text', 'post:' || r.id]) AS t;
  END IF;
  IF cardinality(tags) = 0 THEN
    RETURN NULL;
  END IF;
  payload := array_to_string(tags, ' ');
  IF octet_length(payload) > 7000 THEN
    payload := '*';
  END IF;
  PERFORM pg_notify('newsroom_lists', payload);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_list_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posts_list_changes();
--> statement-breakpoint
CREATE TRIGGER "posts_list_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posts_list_changes();
--> statement-breakpoint
CREATE TRIGGER "posts_list_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posts_list_changes();
--> statement-breakpoint
CREATE FUNCTION posts_list_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('newsroom_lists', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_list_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION posts_list_truncated();
--> statement-breakpoint
-- The list shows each article's category and author by name, and its visitor counters.
CREATE FUNCTION list_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('newsroom_lists', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "menus_list_names" AFTER UPDATE ON "menus" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION list_names_changed('names');
--> statement-breakpoint
CREATE TRIGGER "users_list_names" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.last_name, OLD.first_name) IS DISTINCT FROM (NEW.last_name, NEW.first_name))
  EXECUTE FUNCTION list_names_changed('names');
--> statement-breakpoint
CREATE TRIGGER "visits_list_counters" AFTER INSERT OR UPDATE ON "data_revisions" FOR EACH ROW
  WHEN (NEW.name = 'visits') EXECUTE FUNCTION list_names_changed('visits');
