import type { Menu, PostType, Submenu } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { listMenus, listPostTypes, listSubmenus } from './menus.repo.ts';

/** The category checks of an article's save and keyword counts (modules/posts). */
export { findMenu, findMenuByPath, submenuBelongsTo } from './menus.repo.ts';

/**
 * The reference lists of the article screens: categories, their subcategories and the post
 * types. Read-only here; they are seeded at start (db/bootstrap.ts).
 */
export function getMenus(db: Db): Promise<Menu[]> {
  return listMenus(db);
}

export function getSubmenus(db: Db, parentId: number): Promise<Submenu[]> {
  return listSubmenus(db, parentId);
}

export function getPostTypes(db: Db): Promise<PostType[]> {
  return listPostTypes(db);
}
