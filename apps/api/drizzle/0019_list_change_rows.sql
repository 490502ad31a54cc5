-- What a save changed, as the article list's cache of every instance hears it (channel
-- newsroom_lists, modules/posts/posts-list-cache.ts). Migration 0016 named the tags of the lists an
-- article could be in: any move of it dropped the totals and pages of its category, author, type,
-- state and the unfiltered list, every title search and every text search, whether or not the move
-- changed them. Now a statement of up to 20 articles sends each article's place in the list before
-- and after (post_list_state: category, author, type, state, active, publish and creation times,
-- the searched title, the title's Hungarian sort key, its visitors), so that each instance drops
-- only the totals whose filter the article entered or left and the pages it entered, left or moved
-- on before their last row (modules/posts/list-changes.ts). The token is 'rows:' and the records'
-- JSON in base64 (no spaces); 'post:<id>' still drops the pages that show an article. Larger
-- statements send 0016's tags, and '*' past the size a notification may carry.
CREATE FUNCTION post_list_state(p posts) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'm', p.menu_id, 'u', p.user_id, 't', p.post_type, 's', p.menu_type, 'a', p.is_active,
    'p', floor(extract(epoch FROM p.publish_at) * 1000),
    'd', floor(extract(epoch FROM p.creation_date) * 1000),
    'q', p.title_search,
    'k', (translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.title), 'ddzs', 'JJ'), 'dzs', 'J'), 'ddz', 'DD'), 'dz', 'D'), 'ccs', 'CC'), 'cs', 'C'), 'ggy', 'GG'), 'gy', 'G'), 'lly', 'LL'), 'ly', 'L'), 'nny', 'NN'), 'ny', 'N'), 'ssz', 'SS'), 'sz', 'S'), 'tty', 'TT'), 'ty', 'T'), 'zzs', 'ZZ'), 'zs', 'Z'), 'abcCdDJefgGhijklLmnNoöpqrsStTuüvwxyzZáéíóőúűÁÉÍÓÖŐÚÜŰàâãäåāăąçćčďđèêëēėęěìîïīįłľĺñńňòôõøōŕřśšşșťţțùûůūųýÿźżž[\]^_`', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdeAHMUV^_AHMUVV^__AAAAAAAACCCEEHHHHHHHMMMMMPPPSSSUUUUUYYZZZZ\\\^^^^^ccddd') || chr(1) || translate(lower(p.title), 'ÁÉÍÓÖŐÚÜŰ', 'áéíóöőúüű')),
    'v', coalesce((SELECT v.desktop + v.mobile FROM post_visit_totals v WHERE v.post_id = p.id), 0))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_list_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
  records jsonb;
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
    IF (SELECT count(*) FROM new_rows) <= 20 THEN
      SELECT jsonb_agg(jsonb_build_object('i', n.id, 'o', post_list_state(o), 'n', post_list_state(n),
          'r', o.title IS DISTINCT FROM n.title,
          'x', (o.title, o.short_content, o.content) IS DISTINCT FROM (n.title, n.short_content, n.content)))
        INTO records
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.menu_type, o.is_active, o.publish_at, o.menu_id, o.post_type, o.user_id, o.creation_date,
             o.title, o.short_content, o.content)
        IS DISTINCT FROM (n.menu_type, n.is_active, n.publish_at, n.menu_id, n.post_type, n.user_id,
             n.creation_date, n.title, n.short_content, n.content);
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(DISTINCT t), ARRAY[]::text[]) INTO tags
    FROM new_rows r, LATERAL unnest(post_list_tags('n:', r.id, r.menu_id, r.user_id, r.post_type, r.menu_type)
      || post_list_tags('p:', r.id, r.menu_id, r.user_id, r.post_type, r.menu_type)
      || ARRAY['title', 'text', 'post:' || r.id]) AS t;
    IF (SELECT count(*) FROM new_rows) <= 20 THEN
      SELECT jsonb_agg(jsonb_build_object('i', r.id, 'o', NULL, 'n', post_list_state(r), 'r', true, 'x', true))
        INTO records FROM new_rows r;
    END IF;
  ELSE
    SELECT coalesce(array_agg(DISTINCT t), ARRAY[]::text[]) INTO tags
    FROM old_rows r, LATERAL unnest(post_list_tags('n:', r.id, r.menu_id, r.user_id, r.post_type, r.menu_type)
      || post_list_tags('p:', r.id, r.menu_id, r.user_id, r.post_type, r.menu_type)
      || ARRAY['title', 'text', 'post:' || r.id]) AS t;
    IF (SELECT count(*) FROM old_rows) <= 20 THEN
      SELECT jsonb_agg(jsonb_build_object('i', r.id, 'o', post_list_state(r), 'n', NULL, 'r', true, 'x', true))
        INTO records FROM old_rows r;
    END IF;
  END IF;
  IF records IS NOT NULL THEN
    -- The records stand for the totals' and pages' tags and the searches'; the pages that show
    -- an article are still dropped by its tag.
    payload := concat_ws(' ', array_to_string(ARRAY(SELECT t FROM unnest(tags) t WHERE t LIKE 'post:%'), ' '),
      'rows:' || translate(encode(convert_to(records::text, 'UTF8'), 'base64'), E'\n', ''));
    IF octet_length(payload) > 7000 THEN
      payload := NULL;
    END IF;
  END IF;
  IF payload IS NULL THEN
    IF cardinality(tags) = 0 THEN
      RETURN NULL;
    END IF;
    payload := array_to_string(tags, ' ');
    IF octet_length(payload) > 7000 THEN
      payload := '*';
    END IF;
  END IF;
  PERFORM pg_notify('newsroom_lists', payload);
  RETURN NULL;
END
$$;
