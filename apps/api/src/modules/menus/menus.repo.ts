import type { Menu, PostType, Submenu } from '@newsroom/shared';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
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

/** A menu by id, active or not: an article already filed under an inactive one keeps it. */
export async function findMenuAnyState(
  db: Db,
  id: number,
): Promise<(Menu & { isActive: boolean }) | undefined> {
  const rows = await db
    .select({ id: menus.id, name: menus.name, path: menus.path, isActive: menus.isActive })
    .from(menus)
    .where(eq(menus.id, id))
    .limit(1);
  return rows[0];
}

/** A submenu by id, active or not. */
export async function findSubmenuAnyState(
  db: Db,
  id: number,
): Promise<{ id: number; menuId: number; isActive: boolean } | undefined> {
  const rows = await db
    .select({ id: submenus.id, menuId: submenus.menuId, isActive: submenus.isActive })
    .from(submenus)
    .where(eq(submenus.id, id))
    .limit(1);
  return rows[0];
}

/** The active submenus of a menu, in their order (an inactive one is offered for no article). */
export function listSubmenus(db: Db, menuId: number): Promise<Submenu[]> {
  return db
    .select({ id: submenus.id, title: submenus.title })
    .from(submenus)
    .where(and(eq(submenus.menuId, menuId), eq(submenus.isActive, true)))
    .orderBy(asc(submenus.sortOrder), asc(submenus.id));
}

export async function submenuBelongsTo(db: Db, submenuId: number, menuId: number): Promise<boolean> {
  const rows = await db
    .select({ id: submenus.id })
    .from(submenus)
    .where(and(eq(submenus.id, submenuId), eq(submenus.menuId, menuId), eq(submenus.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

/** The active post types, in their order ('Rovatok'), then by name. */
export function listPostTypes(db: Db): Promise<PostType[]> {
  return db
    .select({ name: postTypes.name })
    .from(postTypes)
    .where(eq(postTypes.isActive, true))
    .orderBy(asc(postTypes.sortOrder), asc(postTypes.name));
}

/** Whether there is a menu (reference data is seeded only into an empty table). */
export async function hasMenus(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(menus);
  return (row?.n ?? 0) !== 0;
}

/** Adds a menu; answers its id. */
export async function insertMenu(
  db: Db,
  menu: { name: string; path: string; sortOrder: number },
): Promise<number | undefined> {
  const [row] = await db.insert(menus).values(menu).returning({ id: menus.id });
  return row?.id;
}

/** Adds a menu's submenus, in this order. */
export async function insertSubmenus(db: Db, menuId: number, titles: string[]): Promise<void> {
  await db.insert(submenus).values(titles.map((title, si) => ({ menuId, title, sortOrder: si })));
}

/** Whether there is a post type (reference data is seeded only into an empty table). */
export async function hasPostTypes(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(postTypes);
  return (row?.n ?? 0) !== 0;
}

export async function insertPostTypes(db: Db, names: string[]): Promise<void> {
  await db.insert(postTypes).values(names.map((name) => ({ name })));
}
