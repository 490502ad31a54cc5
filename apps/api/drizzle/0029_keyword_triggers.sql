-- Keywords as managed tags (modules/keywords, db/schema/keywords.ts). posts.keywords stays the
-- comma-joined text SPEC names; these functions and triggers keep the keywords table true on every
-- path that writes an article (the editor, bulk actions, a restored revision, the scheduler, the
-- trash, the seeds), so no service has to remember it.
--
-- A keyword's fold: accents folded, lower case, as foldForSearch (packages/shared/src/posts.ts).
CREATE FUNCTION keyword_fold(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(btrim(p), 'áàâäãåāăąéèêëēėęěíìîïīįóòôöõőøōúùûüűūůýÿçćčñńšśžźżřďťľĺÁÀÂÄÃÅĀĂĄÉÈÊËĒĖĘĚÍÌÎÏĪĮÓÒÔÖÕŐØŌÚÙÛÜŰŪŮÝŸÇĆČÑŃŠŚŽŹŻŘĎŤĽĹ', 'aaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuyycccnnsszzzrdtllaaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuyycccnnsszzzrdtll'))
$$;
--> statement-breakpoint
-- The tags of a keywords text, in order: trimmed, empty ones dropped, the first spelling of each fold.
CREATE FUNCTION keyword_tags(p text) RETURNS TABLE (name text, fold text, ord bigint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT ON (keyword_fold(t)) btrim(t), keyword_fold(t), o
  FROM unnest(string_to_array(coalesce(p, ''), ',')) WITH ORDINALITY AS u(t, o)
  WHERE btrim(t) <> ''
  ORDER BY keyword_fold(t), o
$$;
--> statement-breakpoint
-- The folds of a keywords text: what the GIN index posts_keyword_folds_idx holds, so the articles
-- of a keyword are found without reading the archive (built by db/archive-upgrade.ts). Qualified:
-- an index build runs its functions with a search path of pg_catalog alone.
CREATE FUNCTION keyword_folds(p text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT public.keyword_fold(t)), '{}')
  FROM unnest(string_to_array(coalesce(p, ''), ',')) AS t WHERE btrim(t) <> ''
$$;
--> statement-breakpoint
-- The keywords text with one keyword (by fold) written as `to_name`: a rename or a merge. A tag
-- that then folds equal to an earlier one is dropped, so an article never carries one twice.
CREATE FUNCTION keywords_replace(p text, from_fold text, to_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(n, ',' ORDER BY o), '') FROM (
    SELECT DISTINCT ON (keyword_fold(n)) n, o FROM (
      SELECT CASE WHEN keyword_fold(t) = from_fold THEN to_name ELSE btrim(t) END AS n, o
      FROM unnest(string_to_array(coalesce(p, ''), ',')) WITH ORDINALITY AS u(t, o)
      WHERE btrim(t) <> '') a
    ORDER BY keyword_fold(n), o) b
$$;
--> statement-breakpoint
-- The keywords text as stored: each tag in the spelling of the live keyword that folds equal, or of
-- the keyword a merged one went into (an old revision restored, an editor's form opened before the
-- merge); a new tag as typed. Tags that end up folding equal are kept once, in their first place.
-- PL/pgSQL keeps its plans for the session: two index probes a tag, on every save.
CREATE FUNCTION keywords_canonical(p text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  r record;
  spelled text;
  final_fold text;
  seen text[] := '{}';
  kept text[] := '{}';
BEGIN
  FOR r IN SELECT t.name, t.fold FROM keyword_tags(p) t ORDER BY t.ord LOOP
    SELECT k.name, k.fold INTO spelled, final_fold FROM keywords k
      WHERE k.fold = r.fold AND k.merged_into_id IS NULL;
    IF NOT FOUND THEN
      SELECT c.name, c.fold INTO spelled, final_fold FROM keywords m JOIN keywords c ON c.id = m.merged_into_id
        WHERE m.fold = r.fold AND c.merged_into_id IS NULL ORDER BY m.id DESC LIMIT 1;
      IF NOT FOUND THEN
        spelled := r.name;
        final_fold := r.fold;
      END IF;
    END IF;
    IF NOT (final_fold = ANY (seen)) THEN
      seen := seen || final_fold;
      kept := kept || spelled;
    END IF;
  END LOOP;
  RETURN array_to_string(kept, ',');
END
$$;
--> statement-breakpoint
-- A keyword's slug before a number is added to make it free: as lib/slug.ts slugify does it.
CREATE FUNCTION keyword_slug_base(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(rtrim(left(btrim(regexp_replace(keyword_fold(p), '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'), ''), 'cimke')
$$;
--> statement-breakpoint
-- A slug no keyword has or had: the base, else the base with -2, -3…
CREATE FUNCTION keyword_free_slug(p text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  base text := keyword_slug_base(p);
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM keyword_slugs WHERE slug = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END
$$;
--> statement-breakpoint
-- The live keyword of a fold, made with `p_name` and a free slug when there is none. Two saves
-- making the same keyword at once both get the one row (the fold's unique index); two making
-- different keywords with the same slug retry with the next number.
CREATE FUNCTION keyword_ensure(p_name text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  kid integer;
  chosen text;
BEGIN
  FOR attempt IN 1..5 LOOP
    SELECT id INTO kid FROM keywords WHERE fold = keyword_fold(p_name) AND merged_into_id IS NULL;
    IF kid IS NOT NULL THEN
      RETURN kid;
    END IF;
    BEGIN
      chosen := keyword_free_slug(p_name);
      INSERT INTO keywords (name, slug) VALUES (btrim(p_name), chosen)
        ON CONFLICT (fold) WHERE merged_into_id IS NULL DO NOTHING
        RETURNING id INTO kid;
      IF kid IS NOT NULL THEN
        INSERT INTO keyword_slugs (slug, keyword_id) VALUES (chosen, kid);
        RETURN kid;
      END IF;
    EXCEPTION WHEN unique_violation THEN
      kid := NULL;
    END;
  END LOOP;
  RAISE EXCEPTION 'keyword_ensure: no free slug for %', p_name;
END
$$;
--> statement-breakpoint
-- One article's change to the counts: +1 for each tag of the new row, -1 for each of the old one,
-- when the article is active (the trash counts for nothing); published ones also count for readers.
-- Folds are taken in order, so two saves lock shared keywords in the same order and never deadlock.
-- A rename or merge rewrites the articles itself and sets newsroom.keyword_retag to count once at
-- the end. While the start-up upgrade counts the older articles, only those it has passed count here.
CREATE FUNCTION keywords_apply(p_old text, p_old_active boolean, p_old_public boolean,
                               p_new text, p_new_active boolean, p_new_public boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  kid integer;
BEGIN
  FOR r IN
    SELECT c.fold, max(c.name) AS name, sum(c.da)::int AS da, sum(c.dp)::int AS dp FROM (
      SELECT t.fold, t.name, 1 AS da, CASE WHEN p_new_public THEN 1 ELSE 0 END AS dp
        FROM keyword_tags(p_new) t WHERE p_new_active
      UNION ALL
      SELECT t.fold, NULL, -1, CASE WHEN p_old_public THEN -1 ELSE 0 END
        FROM keyword_tags(p_old) t WHERE p_old_active
    ) c
    GROUP BY c.fold HAVING sum(c.da) <> 0 OR sum(c.dp) <> 0 ORDER BY c.fold
  LOOP
    UPDATE keywords SET article_count = greatest(article_count + r.da, 0),
                        published_count = greatest(published_count + r.dp, 0)
      WHERE fold = r.fold AND merged_into_id IS NULL;
    IF NOT FOUND AND r.name IS NOT NULL THEN
      kid := keyword_ensure(r.name);
      UPDATE keywords SET article_count = greatest(article_count + r.da, 0),
                          published_count = greatest(published_count + r.dp, 0)
        WHERE id = kid;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION posts_keyword_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  upto integer;
  row_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  IF current_setting('newsroom.keyword_retag', true) = 'on' THEN
    RETURN NULL;
  END IF;
  SELECT counted_to INTO upto FROM keyword_upgrade_state WHERE keyword_upgrade_state.id = 1;
  IF upto IS NULL OR upto < 2147483647 THEN
    SELECT counted_to INTO upto FROM keyword_upgrade_state WHERE keyword_upgrade_state.id = 1 FOR SHARE;
    IF row_id > coalesce(upto, 0) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM keywords_apply(NULL, false, false, NEW.keywords, NEW.is_active, NEW.is_active AND NEW.menu_type = 'post');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM keywords_apply(OLD.keywords, OLD.is_active, OLD.is_active AND OLD.menu_type = 'post', NULL, false, false);
  ELSE
    PERFORM keywords_apply(OLD.keywords, OLD.is_active, OLD.is_active AND OLD.menu_type = 'post',
                           NEW.keywords, NEW.is_active, NEW.is_active AND NEW.menu_type = 'post');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_keyword_counts_insert" AFTER INSERT ON "posts"
  FOR EACH ROW EXECUTE FUNCTION posts_keyword_counts();
--> statement-breakpoint
CREATE TRIGGER "posts_keyword_counts_update" AFTER UPDATE OF keywords, is_active, menu_type ON "posts"
  FOR EACH ROW WHEN (OLD.keywords IS DISTINCT FROM NEW.keywords OR OLD.is_active IS DISTINCT FROM NEW.is_active
                     OR OLD.menu_type IS DISTINCT FROM NEW.menu_type)
  EXECUTE FUNCTION posts_keyword_counts();
--> statement-breakpoint
CREATE TRIGGER "posts_keyword_counts_delete" AFTER DELETE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION posts_keyword_counts();
--> statement-breakpoint
CREATE FUNCTION posts_keyword_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE keywords SET article_count = 0, published_count = 0 WHERE article_count <> 0 OR published_count <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_keyword_counts_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION posts_keyword_counts_truncate();
--> statement-breakpoint
-- Every save stores the canonical spellings (keywords_canonical), whichever path wrote it.
CREATE FUNCTION posts_keyword_spelling() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.keywords := keywords_canonical(NEW.keywords);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_keyword_spelling_insert" BEFORE INSERT ON "posts"
  FOR EACH ROW WHEN (NEW.keywords <> '') EXECUTE FUNCTION posts_keyword_spelling();
--> statement-breakpoint
CREATE TRIGGER "posts_keyword_spelling_update" BEFORE UPDATE OF keywords ON "posts"
  FOR EACH ROW WHEN (OLD.keywords IS DISTINCT FROM NEW.keywords AND NEW.keywords <> '')
  EXECUTE FUNCTION posts_keyword_spelling();
--> statement-breakpoint
-- The content API's cached keyword replies (modules/content): a keyword's own reply when what readers
-- see of it changes, and the replies of unknown or old slugs ('keywords') when one is made, renamed
-- or merged.
CREATE FUNCTION keywords_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM content_changed('keyword:' || NEW.id, NULL, ARRAY['keyword:' || NEW.id, 'keywords']);
  ELSIF (OLD.name, OLD.slug, OLD.merged_into_id) IS DISTINCT FROM (NEW.name, NEW.slug, NEW.merged_into_id) THEN
    PERFORM content_changed('keyword:' || NEW.id, NULL, ARRAY['keyword:' || NEW.id, 'keywords']);
  ELSIF OLD.published_count IS DISTINCT FROM NEW.published_count THEN
    PERFORM content_changed('keyword:' || NEW.id, NULL, ARRAY['keyword:' || NEW.id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "keywords_content" AFTER INSERT OR UPDATE ON "keywords"
  FOR EACH ROW EXECUTE FUNCTION keywords_content_changed();
--> statement-breakpoint
-- The keywords of the articles there are now are counted by the start-up upgrade in batches
-- (keywords_count_range); an empty table is counted from the start.
CREATE FUNCTION keywords_count_range(p_from integer, p_to integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  r record;
  kid integer;
  n integer := 0;
BEGIN
  FOR r IN
    SELECT t.fold, mode() WITHIN GROUP (ORDER BY t.name) AS name, count(*)::int AS da,
           (count(*) FILTER (WHERE p.menu_type = 'post'))::int AS dp
    FROM posts p CROSS JOIN LATERAL keyword_tags(p.keywords) t
    WHERE p.id > p_from AND p.id <= p_to AND p.is_active
    GROUP BY t.fold ORDER BY t.fold
  LOOP
    kid := keyword_ensure(r.name);
    UPDATE keywords SET article_count = article_count + r.da, published_count = published_count + r.dp
      WHERE id = kid;
    n := n + 1;
  END LOOP;
  RETURN n;
END
$$;
--> statement-breakpoint
INSERT INTO keyword_upgrade_state (id, counted_to)
  SELECT 1, CASE WHEN EXISTS (SELECT 1 FROM posts) THEN 0 ELSE 2147483647 END;
