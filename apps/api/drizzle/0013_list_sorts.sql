-- The article list's title order (sort=title): Hungarian alphabetical where the server has ICU
-- (Cukor before Csaba, Ozsvár before Ödön); PGlite's ICU has only the root locale, which still
-- orders accents and case with their letter. A server built without ICU falls back to byte order.
DO $$
BEGIN
  CREATE COLLATION IF NOT EXISTS "newsroom_hu" (provider = icu, locale = 'hu-HU');
EXCEPTION WHEN OTHERS THEN
  CREATE COLLATION IF NOT EXISTS "newsroom_hu" FROM "C";
END
$$;
--> statement-breakpoint
CREATE INDEX "posts_title_list_idx" ON "posts" USING btree ("menu_type","is_active","title" collate "newsroom_hu","id");--> statement-breakpoint
CREATE INDEX "posts_menu_title_list_idx" ON "posts" USING btree ("menu_id","menu_type","is_active","title" collate "newsroom_hu","id");--> statement-breakpoint
CREATE INDEX "posts_author_title_list_idx" ON "posts" USING btree ("user_id","menu_type","is_active","title" collate "newsroom_hu","id");--> statement-breakpoint
CREATE INDEX "post_visit_totals_visitors_idx" ON "post_visit_totals" USING btree (("desktop" + "mobile"),"post_id");