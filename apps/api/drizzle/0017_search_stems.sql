-- Search vectors that find a word in every form however it is typed. Migration 0016 folded the
-- accents before stemming, and the Hungarian stemmer then missed the suffixes with accents:
-- 'kormányról' was kept as 'kormanyrol', which a search for 'kormány' does not find. Each word is
-- now stemmed first and its accents folded after ('kormányról' → 'kormány' → 'kormany'), with the
-- positions and weights of the title (A), the lead (B) and the text (C); and, without positions,
-- folded first and stemmed after (0016's form), which is what a search typed without accents
-- stems to ('kormanyrol'). The start-up upgrade (apps/api/src/db/archive-upgrade.ts) rebuilds the
-- vectors of the articles there are now, in batches.
--
-- A word quoted as the text forms of a vector and of a search quote it.
CREATE FUNCTION ts_quoted(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '''' || replace(replace(word, '\', '\\'), '''', '''''') || ''''
$$;
--> statement-breakpoint
-- A vector's words with their accents folded, positions and weights kept. (Built through the
-- vector's text form, each word quoted again: unaccent turns some letters into a quote.)
CREATE FUNCTION tsvector_unaccent(v tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    ts_quoted(unaccent(u.lexeme))
      || CASE WHEN cardinality(u.positions) > 0 THEN ':' || (
        SELECT string_agg(x.p::text || x.w, ',') FROM unnest(u.positions, u.weights) AS x(p, w))
      ELSE '' END,
    ' '), '')::tsvector
  FROM unnest(v) AS u
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_search_vector(title text, lead text, html text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tsvector_unaccent(setweight(to_tsvector('hungarian'::regconfig, title), 'A')
      || setweight(to_tsvector('hungarian'::regconfig, lead), 'B')
      || setweight(to_tsvector('hungarian'::regconfig, post_plain_text(html)), 'C'))
    || strip(to_tsvector('newsroom_hu'::regconfig, title || ' ' || lead || ' ' || post_plain_text(html)))
$$;
--> statement-breakpoint
-- A web search ("a phrase", -excluded, OR) as the vectors keep words: stemmed, then folded. Typed
-- without accents, a word stems to the vector's second form. Should folding turn a letter into a
-- quote, the whole search is folded first and stemmed after instead.
CREATE FUNCTION post_text_query(q text) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN unaccent(websearch_to_tsquery('hungarian'::regconfig, q)::text)::tsquery;
EXCEPTION WHEN OTHERS THEN
  RETURN websearch_to_tsquery('newsroom_hu'::regconfig, q);
END
$$;
--> statement-breakpoint
-- The words of a passage that a search matches, as the passage's own Hungarian stems: what
-- ts_headline('hungarian', passage, …) marks in the list's snippet, typed with accents or without
-- (apps/api/src/modules/posts/posts-text-search.repo.ts).
CREATE FUNCTION post_snippet_query(passage text, q text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(ts_quoted(d.lexeme), ' | '), '')::tsquery
  FROM unnest(to_tsvector('hungarian'::regconfig, passage)) AS d
  WHERE unaccent(d.lexeme) IN (SELECT unaccent(w.lexeme) FROM unnest(to_tsvector('hungarian'::regconfig, q)) AS w)
$$;
--> statement-breakpoint
-- The articles there are now get their vectors again at start-up (the trigger writes new ones).
UPDATE archive_upgrade_state SET vectors_to = 0 WHERE EXISTS (SELECT 1 FROM posts);
