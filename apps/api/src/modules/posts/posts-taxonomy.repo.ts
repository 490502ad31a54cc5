import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

/**
 * The articles' side of managing categories and post types (modules/menus through
 * posts-taxonomy.service.ts): how many use each, whether any does, and the one-statement rewrites a
 * category's new path or a post type's new name make.
 */

export interface TaxonomyCount {
  menuId: number;
  submenuId: number;
  postType: string;
  n: number;
}

/** Active articles (any state) per category, subcategory and post type: one pass over the table. */
export function countActiveArticles(db: Db): Promise<TaxonomyCount[]> {
  return db
    .select({
      menuId: posts.menuId,
      submenuId: posts.secondaryMenuId,
      postType: posts.postType,
      n: count(),
    })
    .from(posts)
    .where(eq(posts.isActive, true))
    .groupBy(posts.menuId, posts.secondaryMenuId, posts.postType);
}

/** Whether any article, deleted ones too (their rows stay), is filed under `condition`. */
async function anyArticle(db: Db, condition: ReturnType<typeof eq>): Promise<boolean> {
  const rows = await db.select({ id: posts.id }).from(posts).where(condition).limit(1);
  return rows.length > 0;
}

export const menuHasArticles = (db: Db, menuId: number) => anyArticle(db, eq(posts.menuId, menuId));

export const submenuHasArticles = (db: Db, menuId: number, submenuId: number) =>
  anyArticle(
    db,
    and(eq(posts.menuId, menuId), eq(posts.secondaryMenuId, submenuId)) as ReturnType<typeof eq>,
  );

export const postTypeHasArticles = (db: Db, name: string) => anyArticle(db, eq(posts.postType, name));

/**
 * Every article of a category gets the address of its new path (`/{path}/{shortname}/`, as a save
 * writes it). Not an edit: `last_update` stays, so an open editor's save is no conflict.
 */
export async function rewriteCategoryUrls(tx: Db, menuId: number, path: string): Promise<void> {
  await tx
    .update(posts)
    .set({ postUrl: sql`'/' || ${path}::text || '/' || ${posts.shortname} || '/'` })
    .where(eq(posts.menuId, menuId));
}

/**
 * Renames a post type on every article that has it, in one statement (an archive of a million
 * articles is one index scan); answers how many.
 */
export async function renamePostTypeOfArticles(tx: Db, from: string, to: string): Promise<number> {
  const result = (await tx.execute(sql`
    with renamed as (
      update ${posts} set ${sql.identifier(posts.postType.name)} = ${to}
      where ${posts.postType} = ${from} returning 1
    )
    select count(*)::int as n from renamed`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}

/** Active articles filed under `condition` (a reply's `post_count`). */
async function countActive(db: Db, condition: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(condition, eq(posts.isActive, true)));
  return row?.n ?? 0;
}

export const countMenuArticles = (db: Db, menuId: number) => countActive(db, eq(posts.menuId, menuId));

export const countSubmenuArticles = (db: Db, menuId: number, submenuId: number) =>
  countActive(
    db,
    and(eq(posts.menuId, menuId), eq(posts.secondaryMenuId, submenuId)) as ReturnType<typeof eq>,
  );

export const countPostTypeArticles = (db: Db, name: string) => countActive(db, eq(posts.postType, name));
