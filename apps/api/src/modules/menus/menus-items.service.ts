import {
  CATEGORY_MESSAGES as M,
  type ManagedPostType,
  type ManagedSubmenu,
  type postTypeCreateSchema,
  type submenuCreateSchema,
  toFlag,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordItemChange } from '../audit/audit.service.ts';
import {
  countPostTypeArticles,
  countSubmenuArticles,
  postTypeHasArticles,
  renamePostTypeOfArticles,
  submenuHasArticles,
} from '../posts/posts-taxonomy.service.ts';
import {
  deletePostTypeRow,
  deleteSubmenuRow,
  insertPostTypeRow,
  insertSubmenuRow,
  listAllPostTypes,
  listAllSubmenus,
  lockMenu,
  lockPostType,
  lockSubmenu,
  nextPostTypeOrder,
  nextSubmenuOrder,
  type PostTypeRow,
  type SubmenuRow,
  updatePostTypeRow,
  updateSubmenuRow,
} from './menus-admin.repo.ts';
import { badField, foldName, toManagedPostType, toManagedSubmenu } from './menus-admin.service.ts';

/**
 * Subcategories and post types as administrators manage them on 'Rovatok' (docs/api.md,
 * "Categories and post types"): the same rules as the categories' (menus-admin.service.ts). A
 * post type's new name is written into every article that has it, in the same transaction.
 */

type SubmenuInput = Partial<Omit<z.output<typeof submenuCreateSchema>, 'menu_id'>>;
type PostTypeInput = Partial<z.output<typeof postTypeCreateSchema>>;

const auditedSubmenu = (row: SubmenuRow) => ({
  menu_id: row.menuId,
  title: row.title,
  sort_order: row.sortOrder,
  is_active: toFlag(row.isActive),
});

const auditedPostType = (row: PostTypeRow) => ({
  name: row.name,
  sort_order: row.sortOrder,
  is_active: toFlag(row.isActive),
});

async function checkTitle(tx: Db, menuId: number, title: string, exceptId?: number): Promise<void> {
  const siblings = await listAllSubmenus(tx, menuId);
  if (siblings.some((s) => s.id !== exceptId && foldName(s.title) === foldName(title))) {
    throw badField('title', M.titleTaken);
  }
}

export function createSubmenu(
  db: Db,
  input: SubmenuInput & { menu_id: number; title: string },
): Promise<ManagedSubmenu> {
  return inTransaction(db, async (tx) => {
    // The category is locked, so two subcategories of one name cannot pass the check together.
    if (!(await lockMenu(tx, input.menu_id))) throw badField('menu_id', M.notFound(input.menu_id));
    await checkTitle(tx, input.menu_id, input.title);
    const row = await insertSubmenuRow(tx, {
      menuId: input.menu_id,
      title: input.title,
      sortOrder: input.sort_order ?? (await nextSubmenuOrder(tx, input.menu_id)),
      isActive: input.is_active !== 0,
    });
    await recordItemChange(tx, {
      entity: 'submenu',
      action: 'create',
      id: row.id,
      before: null,
      after: auditedSubmenu(row),
      label: row.title,
    });
    return toManagedSubmenu(row, 0);
  });
}

export function updateSubmenu(db: Db, id: number, input: SubmenuInput): Promise<ManagedSubmenu> {
  return inTransaction(db, async (tx) => {
    const row = await lockSubmenu(tx, id);
    if (!row) throw notFound(M.submenuNotFound(id));
    await lockMenu(tx, row.menuId);
    const changes: Partial<Omit<SubmenuRow, 'id'>> = {};
    if (input.title !== undefined && input.title !== row.title) {
      await checkTitle(tx, row.menuId, input.title, id);
      changes.title = input.title;
    }
    if (input.sort_order !== undefined) changes.sortOrder = input.sort_order;
    if (input.is_active !== undefined) changes.isActive = input.is_active === 1;
    const after = { ...row, ...changes };
    // Nothing to change: nothing written, nothing audited.
    if (Object.keys(changes).length === 0) {
      return toManagedSubmenu(row, await countSubmenuArticles(tx, row.menuId, id));
    }
    await updateSubmenuRow(tx, id, changes);
    await recordItemChange(tx, {
      entity: 'submenu',
      action: 'update',
      id,
      before: auditedSubmenu(row),
      after: auditedSubmenu(after),
      label: after.title,
    });
    return toManagedSubmenu(after, await countSubmenuArticles(tx, row.menuId, id));
  });
}

export function deleteSubmenu(db: Db, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const row = await lockSubmenu(tx, id);
    if (!row) throw notFound(M.submenuNotFound(id));
    if (await submenuHasArticles(tx, row.menuId, id)) throw new AppError('CONFLICT', M.submenuInUse);
    await deleteSubmenuRow(tx, id);
    await recordItemChange(tx, {
      entity: 'submenu',
      action: 'delete',
      id,
      before: auditedSubmenu(row),
      after: null,
      label: row.title,
    });
  });
}

async function checkTypeName(tx: Db, name: string, exceptId?: number): Promise<void> {
  const all = await listAllPostTypes(tx);
  if (all.some((t) => t.id !== exceptId && foldName(t.name) === foldName(name))) {
    throw badField('name', M.postTypeNameTaken);
  }
}

/** Two saves of one new name at the same moment: the unique index refuses one, with the same 400. */
async function nameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw badField('name', M.postTypeNameTaken);
    throw err;
  }
}

export function createPostType(db: Db, input: PostTypeInput & { name: string }): Promise<ManagedPostType> {
  return nameRace(() =>
    inTransaction(db, async (tx) => {
      await checkTypeName(tx, input.name);
      const row = await insertPostTypeRow(tx, {
        name: input.name,
        sortOrder: input.sort_order ?? (await nextPostTypeOrder(tx)),
        isActive: input.is_active !== 0,
      });
      await recordItemChange(tx, {
        entity: 'post_type',
        action: 'create',
        id: row.id,
        before: null,
        after: auditedPostType(row),
        label: row.name,
      });
      // Articles may carry the name already (a type deleted earlier, or typed in by an import).
      return toManagedPostType(row, await countPostTypeArticles(tx, row.name));
    }),
  );
}

/** A post type's save; `renamed` counts the articles whose type a new name rewrote. */
export function updatePostType(
  db: Db,
  id: number,
  input: PostTypeInput,
): Promise<{ item: ManagedPostType; renamed: number | null }> {
  return nameRace(() =>
    inTransaction(db, async (tx) => {
      const row = await lockPostType(tx, id);
      if (!row) throw notFound(M.postTypeNotFound(id));
      const changes: Partial<Omit<PostTypeRow, 'id'>> = {};
      if (input.name !== undefined && input.name !== row.name) {
        await checkTypeName(tx, input.name, id);
        changes.name = input.name;
      }
      if (input.sort_order !== undefined) changes.sortOrder = input.sort_order;
      if (input.is_active !== undefined) changes.isActive = input.is_active === 1;
      const after = { ...row, ...changes };
      if (Object.keys(changes).length === 0) {
        return { item: toManagedPostType(row, await countPostTypeArticles(tx, row.name)), renamed: null };
      }
      await updatePostTypeRow(tx, id, changes);
      const renamed =
        changes.name === undefined ? null : await renamePostTypeOfArticles(tx, row.name, changes.name);
      await recordItemChange(tx, {
        entity: 'post_type',
        action: 'update',
        id,
        before: auditedPostType(row),
        after: { ...auditedPostType(after), ...(renamed === null ? {} : { renamed_articles: renamed }) },
        label: after.name,
      });
      return { item: toManagedPostType(after, await countPostTypeArticles(tx, after.name)), renamed };
    }),
  );
}

export function deletePostType(db: Db, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const row = await lockPostType(tx, id);
    if (!row) throw notFound(M.postTypeNotFound(id));
    if (await postTypeHasArticles(tx, row.name)) throw new AppError('CONFLICT', M.postTypeInUse);
    await deletePostTypeRow(tx, id);
    await recordItemChange(tx, {
      entity: 'post_type',
      action: 'delete',
      id,
      before: auditedPostType(row),
      after: null,
      label: row.name,
    });
  });
}
