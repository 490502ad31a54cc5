import { type CategoriesOverview, CATEGORY_MESSAGES as M } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  listAllMenus,
  listAllPostTypes,
  listAllSubmenus,
  lockMenu,
  updateMenuRow,
  updatePostTypeRow,
  updateSubmenuRow,
} from './menus-admin.repo.ts';
import { badField, getCategoriesOverview } from './menus-admin.service.ts';

/**
 * The order calls of 'Rovatok' (POST …/order `{ids}`): the ids named come first, in the order sent,
 * the others keep theirs after them; each item's place becomes its index. One transaction and one
 * audit entry per call, so an interrupted move never leaves two items on one place.
 */

interface Ordered {
  id: number;
  sortOrder: number;
  label: string;
}

/** The new places of `rows` (in their current order) for `ids`; a 400 for an id not among them. */
function reorder(rows: Ordered[], ids: number[]): Array<Ordered & { place: number }> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) throw badField('ids', M.orderInvalid);
  const named = new Set(ids);
  const order = [...ids.map((id) => byId.get(id) as Ordered), ...rows.filter((r) => !named.has(r.id))];
  return order.map((r, place) => ({ ...r, place }));
}

async function applyOrder(
  tx: Db,
  rows: Ordered[],
  ids: number[],
  entity: 'menu' | 'submenu' | 'post_type',
  entityId: number | null,
  label: string,
  write: (id: number, sortOrder: number) => Promise<void>,
): Promise<void> {
  const placed = reorder(rows, ids);
  for (const r of placed) if (r.sortOrder !== r.place) await write(r.id, r.place);
  await recordAudit(tx, {
    entity,
    entityId,
    action: 'update',
    label,
    changes: { order: { before: rows.map((r) => r.label), after: placed.map((r) => r.label) } },
  });
}

export function orderMenus(db: Db, ids: number[]): Promise<CategoriesOverview> {
  return inTransaction(db, async (tx) => {
    const rows = (await listAllMenus(tx)).map((m) => ({ id: m.id, sortOrder: m.sortOrder, label: m.name }));
    await applyOrder(tx, rows, ids, 'menu', null, 'Rovatok sorrendje', (id, sortOrder) =>
      updateMenuRow(tx, id, { sortOrder }),
    );
    return getCategoriesOverview(tx);
  });
}

export function orderSubmenus(db: Db, menuId: number, ids: number[]): Promise<CategoriesOverview> {
  return inTransaction(db, async (tx) => {
    const menu = await lockMenu(tx, menuId);
    if (!menu) throw notFound(M.notFound(menuId));
    const rows = (await listAllSubmenus(tx, menuId)).map((s) => ({
      id: s.id,
      sortOrder: s.sortOrder,
      label: s.title,
    }));
    await applyOrder(tx, rows, ids, 'submenu', null, `${menu.name}: alrovatok sorrendje`, (id, sortOrder) =>
      updateSubmenuRow(tx, id, { sortOrder }),
    );
    return getCategoriesOverview(tx);
  });
}

export function orderPostTypes(db: Db, ids: number[]): Promise<CategoriesOverview> {
  return inTransaction(db, async (tx) => {
    const rows = (await listAllPostTypes(tx)).map((t) => ({
      id: t.id,
      sortOrder: t.sortOrder,
      label: t.name,
    }));
    await applyOrder(tx, rows, ids, 'post_type', null, 'Cikktípusok sorrendje', (id, sortOrder) =>
      updatePostTypeRow(tx, id, { sortOrder }),
    );
    return getCategoriesOverview(tx);
  });
}
