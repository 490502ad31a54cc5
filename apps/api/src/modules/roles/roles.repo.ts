import {
  type BuiltinRoleKey,
  type Right,
  ROLE_FLAGS,
  type Role,
  type RoleFlag,
  rightsOfFlags,
  toFlag,
} from '@newsroom/shared';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hungarianOrder } from '../../db/hungarian-sort.ts';
import { roles, users } from '../../db/schema/index.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { knownRights } from '../session/session.repo.ts';

/** Whether the role joined on users.role_id holds `right` (a query must join roles). */
export function hasRightSql(right: Right): SQL<boolean> {
  return sql<boolean>`(${right} = any(${roles.rights}))`.mapWith(Boolean);
}

/** Active users of the role (qualified: inside the subquery a bare "id" would be the user's). */
const activeUsers =
  sql<number>`(select count(*) from ${users} u where u.role_id = ${roles}."id" and u.is_active)`.mapWith(
    Number,
  );

const roleColumns = {
  id: roles.id,
  name: roles.name,
  rights: roles.rights,
  builtin: roles.builtin,
  userCount: activeUsers,
  lastUpdate: roles.lastUpdate,
};

type RoleRow = {
  id: number;
  name: string;
  rights: string[];
  builtin: string | null;
  userCount: number;
  lastUpdate: Date;
};

function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    rights: knownRights(row.rights),
    builtin: toFlag(row.builtin !== null),
    user_count: row.userCount,
    last_update: row.lastUpdate.toISOString(),
  };
}

/** The active roles: the built-in ones first, then by name. */
export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db
    .select(roleColumns)
    .from(roles)
    .where(eq(roles.isActive, true))
    .orderBy(sql`${roles.builtin} is null`, hungarianOrder(sql`${roles.name}`), asc(roles.id));
  return rows.map(toRole);
}

/** An active role, or undefined. */
export async function findRole(
  db: Db,
  id: number,
): Promise<(Role & { key: BuiltinRoleKey | null }) | undefined> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.isActive, true)))
    .limit(1);
  return row ? { ...toRole(row), key: row.builtin as BuiltinRoleKey | null } : undefined;
}

/** The id of a built-in role (the upgrade drizzle/0020_roles.sql made them all). */
export async function builtinRoleId(db: Db, key: BuiltinRoleKey): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.builtin, key)).limit(1);
  if (!row) throw new Error(`builtinRoleId: no built-in role ${key}`);
  return row.id;
}

/** Whether another active role has this name, case ignored. */
export async function roleNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(roles.isActive, true), eq(sql`lower(${roles.name})`, name.toLowerCase())];
  if (exceptId !== undefined) conditions.push(ne(roles.id, exceptId));
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function insertRole(db: Db, values: { name: string; rights: Right[] }, userId: number | null) {
  const [row] = await db
    .insert(roles)
    .values({ ...values, createdBy: userId, updatedBy: userId })
    .returning({ id: roles.id });
  if (!row) throw new Error('insertRole: the insert returned no row');
  return row.id;
}

/** Writes a custom role when its last_update is still the one loaded; false when it changed or is gone. */
export async function updateRoleIfUnchanged(
  db: Db,
  id: number,
  loaded: Date,
  values: { name: string; rights: Right[] },
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(roles)
    .set({ ...values, updatedBy: userId, lastUpdate: bumpLastUpdate(roles.lastUpdate) })
    .where(and(eq(roles.id, id), eq(roles.isActive, true), eq(roles.lastUpdate, loaded)))
    .returning({ id: roles.id });
  return rows.length > 0;
}

/** Soft delete of a custom role; false when there is none active with this id. */
export async function deactivateRole(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(roles)
    .set({ isActive: false, updatedBy: userId, lastUpdate: bumpLastUpdate(roles.lastUpdate) })
    .where(and(eq(roles.id, id), eq(roles.isActive, true)))
    .returning({ id: roles.id });
  return rows.length > 0;
}

/** Users of a role, active or not (a role in use cannot be deleted: an inactive user may come back). */
export async function countUsersOfRole(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.roleId, id));
  return row?.n ?? 0;
}

/** The name of the role made for a combination of the spec's flags ('Szerkesztő + Rendszergazda'). */
const FLAG_NAMES: Record<RoleFlag, string> = {
  is_admin: 'Szerkesztő',
  is_administrator: 'Rendszergazda',
  is_developer: 'Fejlesztő',
};

/**
 * The role of a combination of the spec's flags (the product's (docs/product.md) 'Administrator' checkbox, the test
 * factories): the active role with exactly their rights, a built-in one first; else a role made
 * for the combination, as the upgrade does (drizzle/0020_roles.sql).
 */
export async function roleIdForFlags(db: Db, flags: Partial<Record<RoleFlag, unknown>>): Promise<number> {
  const rights = rightsOfFlags(flags);
  const [found] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.isActive, true), eq(roles.rights, rights)))
    .orderBy(sql`${roles.builtin} is null`, asc(roles.id))
    .limit(1);
  if (found) return found.id;
  const name = ROLE_FLAGS.filter((f) => flags[f])
    .map((f) => FLAG_NAMES[f])
    .join(' + ');
  return insertRole(
    db,
    { name: (await roleNameTaken(db, name)) ? `${name} (${rights.length})` : name, rights },
    null,
  );
}
