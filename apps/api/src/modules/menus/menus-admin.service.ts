import {
  type CategoriesOverview,
  CATEGORY_MESSAGES as M,
  type ManagedMenu,
  type ManagedPostType,
  type ManagedSubmenu,
  type menuCreateSchema,
  RESERVED_CATEGORY_PATHS,
  toFlag,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { slugify } from '../../lib/slug.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordItemChange } from '../audit/audit.service.ts';
import {
  countActiveArticles,
  countMenuArticles,
  menuHasArticles,
  rewriteCategoryUrls,
} from '../posts/posts-taxonomy.service.ts';
import {
  deleteMenuRow,
  dropPathRedirect,
  insertMenuRow,
  keepOldPath,
  listAllMenus,
  listAllPostTypes,
  listAllSubmenus,
  listPathRedirects,
  lockMenu,
  type MenuRow,
  menuPathTaken,
  nextMenuOrder,
  type PostTypeRow,
  type SubmenuRow,
  updateMenuRow,
} from './menus-admin.repo.ts';

/**
 * Categories as administrators manage them on 'Rovatok' (docs/api.md, "Categories and post types"):
 * every write checked, audited and run in one transaction. A category in use is deactivated, never
 * deleted; the last active one stays; a new path keeps the old one as a redirect and moves every
 * article's address with it.
 */

type MenuInput = Partial<z.output<typeof menuCreateSchema>>;

/** Names compare without case: 'Sport' and 'sport' are one category (in JS: PGlite's lower() is ASCII only). */
export const foldName = (name: string) => name.toLocaleLowerCase('hu-HU');

export const badField = (field: string, message: string) =>
  new AppError('BAD_INPUT', message, { [field]: message });

export const toManagedSubmenu = (row: SubmenuRow, postCount: number): ManagedSubmenu => ({
  id: row.id,
  menu_id: row.menuId,
  title: row.title,
  sort_order: row.sortOrder,
  is_active: toFlag(row.isActive),
  post_count: postCount,
});

export const toManagedPostType = (row: PostTypeRow, postCount: number): ManagedPostType => ({
  id: row.id,
  name: row.name,
  sort_order: row.sortOrder,
  is_active: toFlag(row.isActive),
  post_count: postCount,
});

/** GET /api/categories: every category with its subcategories and old paths, every post type, with counts. */
export async function getCategoriesOverview(db: Db): Promise<CategoriesOverview> {
  const [menuRows, submenuRows, typeRows, redirects, counts] = await Promise.all([
    listAllMenus(db),
    listAllSubmenus(db),
    listAllPostTypes(db),
    listPathRedirects(db),
    countActiveArticles(db),
  ]);
  const byMenu = new Map<number, number>();
  const bySubmenu = new Map<string, number>();
  const byType = new Map<string, number>();
  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const c of counts) {
    add(byMenu, c.menuId, c.n);
    if (c.submenuId > 0) add(bySubmenu, `${c.menuId}:${c.submenuId}`, c.n);
    add(byType, c.postType, c.n);
  }
  return {
    categories: menuRows.map((m) => ({
      ...menuFields(m),
      post_count: byMenu.get(m.id) ?? 0,
      old_paths: redirects.filter((r) => r.menuId === m.id).map((r) => r.oldPath),
      submenus: submenuRows
        .filter((s) => s.menuId === m.id)
        .map((s) => toManagedSubmenu(s, bySubmenu.get(`${m.id}:${s.id}`) ?? 0)),
    })),
    post_types: typeRows.map((t) => toManagedPostType(t, byType.get(t.name) ?? 0)),
  };
}

function menuFields(row: MenuRow) {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    sort_order: row.sortOrder,
    is_active: toFlag(row.isActive),
  };
}

/** One category as the management list shows it, read in `tx`. */
async function managedMenu(tx: Db, row: MenuRow): Promise<ManagedMenu> {
  const [postCount, submenuRows, redirects] = await Promise.all([
    countMenuArticles(tx, row.id),
    listAllSubmenus(tx, row.id),
    listPathRedirects(tx),
  ]);
  return {
    ...menuFields(row),
    post_count: postCount,
    old_paths: redirects.filter((r) => r.menuId === row.id).map((r) => r.oldPath),
    // Subcategory counts only on the overview: one pass there instead of one per subcategory.
    submenus: submenuRows.map((s) => toManagedSubmenu(s, 0)),
  };
}

/** The audit trail's view of a category: what an administrator edits. */
const audited = (row: MenuRow) => ({
  name: row.name,
  path: row.path,
  sort_order: row.sortOrder,
  is_active: toFlag(row.isActive),
});

/** A path refused for a category other than `exceptId`: reserved by the site, or another's. */
async function checkPath(tx: Db, path: string, exceptId?: number): Promise<void> {
  if ((RESERVED_CATEGORY_PATHS as readonly string[]).includes(path)) throw badField('path', M.pathReserved);
  if (await menuPathTaken(tx, path, exceptId)) throw badField('path', M.pathTaken);
}

async function checkName(tx: Db, name: string, exceptId?: number): Promise<void> {
  const all = await listAllMenus(tx);
  if (all.some((m) => m.id !== exceptId && foldName(m.name) === foldName(name))) {
    throw badField('name', M.nameTaken);
  }
}

/** Refuses to leave no active category (the editor needs one to file an article under). */
async function checkAnotherActive(tx: Db, id: number): Promise<void> {
  const all = await listAllMenus(tx);
  if (!all.some((m) => m.id !== id && m.isActive)) throw badField('is_active', M.lastActive);
}

/** A write that lost a race for a unique path to another at the same moment reads as the same 400. */
async function pathRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw badField('path', M.pathTaken);
    throw err;
  }
}

export function createMenu(db: Db, input: MenuInput & { name: string }): Promise<ManagedMenu> {
  return pathRace(() =>
    inTransaction(db, async (tx) => {
      await checkName(tx, input.name);
      const path = input.path || slugify(input.name, 60);
      await checkPath(tx, path);
      // A new category that takes an old path wins it: the redirect goes.
      await dropPathRedirect(tx, path);
      const row = await insertMenuRow(tx, {
        name: input.name,
        path,
        sortOrder: input.sort_order ?? (await nextMenuOrder(tx)),
        isActive: input.is_active !== 0,
      });
      await recordItemChange(tx, {
        entity: 'menu',
        action: 'create',
        id: row.id,
        before: null,
        after: audited(row),
        label: row.name,
      });
      return managedMenu(tx, row);
    }),
  );
}

export function updateMenu(db: Db, id: number, input: MenuInput): Promise<ManagedMenu> {
  return pathRace(() =>
    inTransaction(db, async (tx) => {
      const row = await lockMenu(tx, id);
      if (!row) throw notFound(M.notFound(id));
      const changes: Partial<Omit<MenuRow, 'id'>> = {};
      if (input.name !== undefined && input.name !== row.name) {
        await checkName(tx, input.name, id);
        changes.name = input.name;
      }
      if (input.path && input.path !== row.path) {
        await checkPath(tx, input.path, id);
        changes.path = input.path;
      }
      if (input.sort_order !== undefined) changes.sortOrder = input.sort_order;
      if (input.is_active !== undefined && (input.is_active === 1) !== row.isActive) {
        if (input.is_active === 0) await checkAnotherActive(tx, id);
        changes.isActive = input.is_active === 1;
      }
      if (Object.keys(changes).length === 0) return managedMenu(tx, row);
      await updateMenuRow(tx, id, changes);
      if (changes.path !== undefined) {
        await dropPathRedirect(tx, changes.path);
        await keepOldPath(tx, row.path, id);
        await rewriteCategoryUrls(tx, id, changes.path);
      }
      const after = { ...row, ...changes };
      await recordItemChange(tx, {
        entity: 'menu',
        action: 'update',
        id,
        before: audited(row),
        after: audited(after),
        label: after.name,
      });
      return managedMenu(tx, after);
    }),
  );
}

/** DELETE /api/admin-menu-items/{id}: only a category no article was ever filed under. */
export function deleteMenu(db: Db, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const row = await lockMenu(tx, id);
    if (!row) throw notFound(M.notFound(id));
    if (await menuHasArticles(tx, id)) throw new AppError('CONFLICT', M.inUse);
    if (row.isActive) await checkAnotherActive(tx, id);
    await deleteMenuRow(tx, id);
    await recordItemChange(tx, {
      entity: 'menu',
      action: 'delete',
      id,
      before: audited(row),
      after: null,
      label: row.name,
    });
  });
}
