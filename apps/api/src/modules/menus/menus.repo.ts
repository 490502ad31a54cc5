import type { Menu, PostType, Submenu } from '@newsroom/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus, postTypes, submenus } from '../../db/schema/index.ts';

export function listMenus(db: Db): Promise<Menu[]> {
  return db
    .select({ id: menus.id, name: menus.name, path: menus.path })
    .from(menus)
    .where(eq(menus.isActive, true))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
}

export function findMenu(db: Db, id: number): Promise<Menu | undefined> {
  return findActiveMenu(db, eq(menus.id, id));
}

export function findMenuByPath(db: Db, path: string): Promise<Menu | undefined> {
  return findActiveMenu(db, eq(menus.path, path));
}

/** The first active menu that meets `condition`. */
async function findActiveMenu(db: Db, condition: SQL): Promise<Menu | undefined> {
  const rows = await db
    .select({ id: menus.id, name: menus.name, path: menus.path })
    .from(menus)
    .where(and(condition, eq(menus.isActive, true)))
    .limit(1);
  return rows[0];
}

export function listSubmenus(db: Db, menuId: number): Promise<Submenu[]> {
  return db
    .select({ id: submenus.id, title: submenus.title })
    .from(submenus)
    .where(eq(submenus.menuId, menuId))
    .orderBy(asc(submenus.sortOrder), asc(submenus.id));
}

export async function submenuBelongsTo(db: Db, submenuId: number, menuId: number): Promise<boolean> {
  const rows = await db
    .select({ id: submenus.id })
    .from(submenus)
    .where(and(eq(submenus.id, submenuId), eq(submenus.menuId, menuId)))
    .limit(1);
  return rows.length > 0;
}

export function listPostTypes(db: Db): Promise<PostType[]> {
  return db.select({ name: postTypes.name }).from(postTypes).orderBy(asc(postTypes.name));
}
