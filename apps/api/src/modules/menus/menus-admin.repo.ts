import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuPathRedirects, menus, postTypes, submenus } from '../../db/schema/index.ts';

/**
 * The management side of the categories, subcategories and post types ('Rovatok'): every row,
 * active or not, and their writes. The reference lists of the article screens are in menus.repo.ts.
 */

export interface MenuRow {
  id: number;
  name: string;
  path: string;
  sortOrder: number;
  isActive: boolean;
}

export interface SubmenuRow {
  id: number;
  menuId: number;
  title: string;
  sortOrder: number;
  isActive: boolean;
}

export interface PostTypeRow {
  id: number;
  name: string;
  sortOrder: number;
  isActive: boolean;
}

const menuColumns = {
  id: menus.id,
  name: menus.name,
  path: menus.path,
  sortOrder: menus.sortOrder,
  isActive: menus.isActive,
};
const submenuColumns = {
  id: submenus.id,
  menuId: submenus.menuId,
  title: submenus.title,
  sortOrder: submenus.sortOrder,
  isActive: submenus.isActive,
};
const postTypeColumns = {
  id: postTypes.id,
  name: postTypes.name,
  sortOrder: postTypes.sortOrder,
  isActive: postTypes.isActive,
};

export function listAllMenus(db: Db): Promise<MenuRow[]> {
  return db.select(menuColumns).from(menus).orderBy(asc(menus.sortOrder), asc(menus.id));
}

export function listAllSubmenus(db: Db, menuId?: number): Promise<SubmenuRow[]> {
  return db
    .select(submenuColumns)
    .from(submenus)
    .where(menuId === undefined ? undefined : eq(submenus.menuId, menuId))
    .orderBy(asc(submenus.sortOrder), asc(submenus.id));
}

export function listAllPostTypes(db: Db): Promise<PostTypeRow[]> {
  return db
    .select(postTypeColumns)
    .from(postTypes)
    .orderBy(asc(postTypes.sortOrder), asc(postTypes.name), asc(postTypes.id));
}

export function listPathRedirects(db: Db): Promise<Array<{ oldPath: string; menuId: number }>> {
  return db
    .select({ oldPath: menuPathRedirects.oldPath, menuId: menuPathRedirects.menuId })
    .from(menuPathRedirects)
    .orderBy(asc(menuPathRedirects.oldPath));
}

/** A row by id, locked for the rest of the transaction (two saves of one item run one after the other). */
export async function lockMenu(tx: Db, id: number): Promise<MenuRow | undefined> {
  const [row] = await tx.select(menuColumns).from(menus).where(eq(menus.id, id)).for('update');
  return row;
}

export async function lockSubmenu(tx: Db, id: number): Promise<SubmenuRow | undefined> {
  const [row] = await tx.select(submenuColumns).from(submenus).where(eq(submenus.id, id)).for('update');
  return row;
}

export async function lockPostType(tx: Db, id: number): Promise<PostTypeRow | undefined> {
  const [row] = await tx.select(postTypeColumns).from(postTypes).where(eq(postTypes.id, id)).for('update');
  return row;
}

/** Whether another category has this path. */
export async function menuPathTaken(db: Db, path: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.path, path), exceptId === undefined ? undefined : ne(menus.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** The next free place at the end of a list. */
export async function nextMenuOrder(db: Db): Promise<number> {
  const [row] = await db.select({ top: max(menus.sortOrder) }).from(menus);
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
}

export async function nextSubmenuOrder(db: Db, menuId: number): Promise<number> {
  const [row] = await db
    .select({ top: max(submenus.sortOrder) })
    .from(submenus)
    .where(eq(submenus.menuId, menuId));
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
}

export async function nextPostTypeOrder(db: Db): Promise<number> {
  const [row] = await db.select({ top: max(postTypes.sortOrder) }).from(postTypes);
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
}

export async function insertMenuRow(tx: Db, row: Omit<MenuRow, 'id'>): Promise<MenuRow> {
  const [created] = await tx.insert(menus).values(row).returning(menuColumns);
  return created as MenuRow;
}

export async function updateMenuRow(tx: Db, id: number, changes: Partial<Omit<MenuRow, 'id'>>) {
  if (Object.keys(changes).length > 0) await tx.update(menus).set(changes).where(eq(menus.id, id));
}

export async function deleteMenuRow(tx: Db, id: number): Promise<void> {
  await tx.delete(submenus).where(eq(submenus.menuId, id));
  await tx.delete(menus).where(eq(menus.id, id));
}

export async function insertSubmenuRow(tx: Db, row: Omit<SubmenuRow, 'id'>): Promise<SubmenuRow> {
  const [created] = await tx.insert(submenus).values(row).returning(submenuColumns);
  return created as SubmenuRow;
}

export async function updateSubmenuRow(tx: Db, id: number, changes: Partial<Omit<SubmenuRow, 'id'>>) {
  if (Object.keys(changes).length > 0) await tx.update(submenus).set(changes).where(eq(submenus.id, id));
}

export async function deleteSubmenuRow(tx: Db, id: number): Promise<void> {
  await tx.delete(submenus).where(eq(submenus.id, id));
}

export async function insertPostTypeRow(tx: Db, row: Omit<PostTypeRow, 'id'>): Promise<PostTypeRow> {
  const [created] = await tx.insert(postTypes).values(row).returning(postTypeColumns);
  return created as PostTypeRow;
}

export async function updatePostTypeRow(tx: Db, id: number, changes: Partial<Omit<PostTypeRow, 'id'>>) {
  if (Object.keys(changes).length > 0) await tx.update(postTypes).set(changes).where(eq(postTypes.id, id));
}

export async function deletePostTypeRow(tx: Db, id: number): Promise<void> {
  await tx.delete(postTypes).where(eq(postTypes.id, id));
}

/**
 * A category leaves `oldPath` for another: the old one redirects to it (a later move of either
 * keeps pointing at the category, whatever its path then), and the path it takes is no
 * longer a redirect, whoever it pointed at.
 */
export async function keepOldPath(tx: Db, oldPath: string, menuId: number): Promise<void> {
  await tx
    .insert(menuPathRedirects)
    .values({ oldPath, menuId })
    .onConflictDoUpdate({ target: menuPathRedirects.oldPath, set: { menuId } });
}

export async function dropPathRedirect(tx: Db, path: string): Promise<void> {
  await tx.delete(menuPathRedirects).where(eq(menuPathRedirects.oldPath, path));
}
