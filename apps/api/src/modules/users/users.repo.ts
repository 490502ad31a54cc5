import {
  toFlag,
  type UserDetails,
  type UserFilter,
  type UserListItem,
  type UserSearchHit,
  type UsersByRole,
} from '@newsroom/shared';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hungarianOrder } from '../../db/hungarian-sort.ts';
import { roles, users, userTwoFactor } from '../../db/schema/index.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { pageOffset } from '../../lib/paging.ts';
import { builtinRoleId, hasRightSql } from '../roles/roles.repo.ts';
import { sessionUserColumns, toSessionUserDto } from '../session/session.repo.ts';

/** Escapes LIKE wildcards so a search matches the text literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A user's name, last name first, of the users table or an alias of it. */
export const fullNameOf = (u: { lastName: AnyPgColumn; firstName: AnyPgColumn }) =>
  sql<string>`concat_ws(' ', ${u.lastName}, ${u.firstName})`;
export const fullNameSql = fullNameOf(users);

/** Users in Hungarian alphabetical order of their names, last name first (Mészáros before Molnár). */
export const usersByName = [
  hungarianOrder(sql`btrim(${users.lastName} || ' ' || ${users.firstName})`),
  asc(users.id),
];

/** Active users whose name or e-mail contains `q` (the article list's author filter). */
export async function searchUsers(
  db: Db,
  q: string,
  limit: number,
  byEmail: boolean,
): Promise<UserSearchHit[]> {
  const pattern = likePattern(q.trim());
  return db
    .select({ id: users.id, full_name: fullNameSql, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(
          ilike(fullNameSql, pattern),
          ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
          byEmail ? ilike(users.email, pattern) : undefined,
        ),
      ),
    )
    .orderBy(...usersByName)
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// The user list, details and writes (docs/product.md: User list, User details)

/** Both name orders, so 'Kiss Anna' and 'Anna Kiss' find the same user. */
const firstLastSql = sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`;

function listWhere(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.include_inactive !== '1') conditions.push(eq(users.isActive, true));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const byName = or(ilike(fullNameSql, pattern), ilike(firstLastSql, pattern));
    if (byName) conditions.push(byName);
  }
  if (filter.email) conditions.push(ilike(users.email, likePattern(filter.email)));
  if (filter.is_admin !== undefined)
    conditions.push(filter.is_admin === '1' ? isAdminSql : sql`not ${isAdminSql}`);
  if (filter.role_id !== undefined) conditions.push(eq(users.roleId, filter.role_id));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The spec's is_admin of a user: their role's rights mark it (flagsOfRights). */
const isAdminSql = hasRightSql('ads.manage');

const listColumns = {
  id: users.id,
  fullName: fullNameSql,
  email: users.email,
  isAdmin: isAdminSql,
  roleId: users.roleId,
  roleName: roles.name,
  isActive: users.isActive,
  lastUpdate: users.lastUpdate,
};

/** A row of the user list as the wire has it. */
function toUserListItem(row: {
  id: number;
  fullName: string;
  email: string;
  isAdmin: boolean;
  roleId: number;
  roleName: string;
  isActive: boolean;
  lastUpdate: Date;
}): UserListItem {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    is_admin: toFlag(row.isAdmin),
    role_id: row.roleId,
    role_name: row.roleName,
    is_active: toFlag(row.isActive),
    last_update: row.lastUpdate.toISOString(),
  };
}

export async function findUserPage(db: Db, filter: UserFilter): Promise<UserListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(listWhere(filter))
    .orderBy(...usersByName)
    .limit(filter.per_page)
    .offset(pageOffset(filter));
  return rows.map(toUserListItem);
}

export async function countUsers(db: Db, filter: UserFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(listWhere(filter));
  return row?.n ?? 0;
}

/** Active users by role flag, and those with a second factor (the dashboard's administrators' area). */
export async function countActiveUsersByRole(db: Db): Promise<UsersByRole> {
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      is_admin: counted(isAdminSql),
      is_administrator: counted(hasRightSql('users.manage')),
      is_developer: counted(hasRightSql('ad_slots.manage')),
      none: counted(
        sql`not (${isAdminSql} or ${hasRightSql('users.manage')} or ${hasRightSql('ad_slots.manage')})`,
      ),
      two_factor: counted(sql`${userTwoFactor.secret} is not null`),
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(eq(users.isActive, true));
  return row ?? { total: 0, is_admin: 0, is_administrator: 0, is_developer: 0, none: 0, two_factor: 0 };
}

const userDetailColumns = {
  ...sessionUserColumns,
  isActive: users.isActive,
  createdBy: users.createdBy,
  updatedBy: users.updatedBy,
  creationDate: users.creationDate,
  lastUpdate: users.lastUpdate,
};

type UserRow = Parameters<typeof toSessionUserDto>[0] & {
  isActive: boolean;
  createdBy: number | null;
  updatedBy: number | null;
  creationDate: Date;
  lastUpdate: Date;
};

/** The wire form of a stored user: never the password hash. */
export function toUserDetails(row: UserRow, twoFactorEnabled: boolean): UserDetails {
  return {
    ...toSessionUserDto(row),
    is_active: toFlag(row.isActive),
    created_by: row.createdBy ?? null,
    updated_by: row.updatedBy ?? null,
    creation_date: row.creationDate.toISOString(),
    last_update: row.lastUpdate.toISOString(),
    two_factor_enabled: toFlag(twoFactorEnabled),
  };
}

/** A user, active or not, or undefined. */
export async function findUserById(db: Db, id: number): Promise<UserDetails | undefined> {
  const [row] = await db
    .select({ user: userDetailColumns, secret: userTwoFactor.secret })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ? toUserDetails(row.user, row.secret !== null) : undefined;
}

/** Whether another user (any state) already has this e-mail address, case ignored. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(sql`lower(${users.email})`, email.trim().toLowerCase())];
  if (exceptId !== undefined) conditions.push(ne(users.id, exceptId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export interface UserWrite {
  firstName?: string;
  lastName?: string;
  email?: string;
  passwordHash?: string;
  roleId?: number;
  isActive?: boolean;
}

export async function insertUser(
  db: Db,
  values: Required<Omit<UserWrite, 'passwordHash'>> & { passwordHash: string },
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, createdBy: userId, updatedBy: userId })
    .returning({ id: users.id });
  if (!row) throw new Error('insertUser: the insert returned no row');
  return row.id;
}

/** Writes a user when its last_update is still the one loaded; false when the row changed (or is gone). */
export async function updateUserIfUnchanged(
  db: Db,
  id: number,
  loadedLastUpdate: Date,
  values: UserWrite,
  userId: number,
): Promise<boolean> {
  return changeUser(db, { ...values, updatedBy: userId }, eq(users.lastUpdate, loadedLastUpdate), id);
}

/** Soft delete; false when there is no active user with this id. */
export async function deactivateUser(db: Db, id: number, userId: number): Promise<boolean> {
  return changeUser(db, { isActive: false, updatedBy: userId }, eq(users.isActive, true), id);
}

/** A new password of an active user; false when there is none with this id. */
export async function updatePassword(db: Db, id: number, passwordHash: string): Promise<boolean> {
  return changeUser(db, { passwordHash, updatedBy: id }, eq(users.isActive, true), id);
}

/**
 * Writes `values` to user `id` when `condition` holds too, with a later last_update; false when
 * no row was written.
 */
async function changeUser(
  db: Db,
  values: Partial<typeof users.$inferInsert>,
  condition: SQL,
  id: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...values, lastUpdate: bumpLastUpdate(users.lastUpdate) })
    .where(and(eq(users.id, id), condition))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Whether the database has a user at all (active or not): the first administrator is made only before. */
export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/**
 * Adds the first administrator, with the built-in 'Adminisztrátor' role; answers false when a user with the
 * e-mail came first (another instance starting at the same moment).
 */
export async function insertFirstAdministrator(
  db: Db,
  admin: { firstName: string; lastName: string; email: string; passwordHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({ ...admin, roleId: await builtinRoleId(db, 'administrator') })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
