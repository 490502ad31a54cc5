/**
 * Builders of rows written straight to the database (no API rules applied): users, sessions and
 * menus. Articles have theirs in post-factories.ts.
 */
import { randomBytes } from 'node:crypto';
import { type Flag, type SessionUser, toFlag } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { menus, roles, sessions, submenus, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { generateToken, hashToken } from '../lib/tokens.ts';
import { roleIdForFlags } from '../modules/roles/roles.repo.ts';

/** The id of a built-in role, for tests that give a user one (`role_id`). */
export { builtinRoleId } from '../modules/roles/roles.repo.ts';

import { toSessionUserDto } from '../modules/session/session.repo.ts';

// ---------------------------------------------------------------------------------------------
// Users

export interface UserOverrides {
  email?: string;
  password?: string;
  first_name?: string;
  last_name?: string;
  is_admin?: boolean | Flag;
  is_administrator?: boolean | Flag;
  is_developer?: boolean | Flag;
  is_active?: boolean | Flag;
  /** The role; without it, the role with exactly the rights of the flags (roleIdForFlags). */
  role_id?: number;
}

/** A user as stored, with flags as the wire's 0/1, plus the plain password it signs in with. */
export interface TestUser extends SessionUser {
  is_active: Flag;
  password: string;
}

let userSequence = 0;
const hashCache = new Map<string, Promise<string>>();

/** argon2 is slow on purpose; tests reuse one hash per distinct password. */
function cachedHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

export const DEFAULT_TEST_PASSWORD = 'Teszt-jelszó-123';

/** A unique e-mail address for a test user. */
export function uniqueEmail(label = 'user'): string {
  userSequence += 1;
  return `${label}.${userSequence}.${randomBytes(3).toString('hex')}@teszt.local`;
}

/** Inserts a user (active, no role flags, unique e-mail unless given) and returns it with its password. */
export async function buildUser(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      firstName: overrides.first_name ?? 'Teszt',
      lastName: overrides.last_name ?? `Felhasználó ${userSequence + 1}`,
      email: overrides.email ?? uniqueEmail(),
      passwordHash: await cachedHash(password),
      roleId: overrides.role_id ?? (await roleIdForFlags(db, overrides)),
      isActive: Boolean(overrides.is_active ?? true),
    })
    .returning();
  if (!row) throw new Error('buildUser: the insert returned no row');
  const [role] = await db.select().from(roles).where(eq(roles.id, row.roleId));
  if (!role) throw new Error('buildUser: the role is gone');
  return {
    ...toSessionUserDto({ ...row, roleName: role.name, rights: role.rights }),
    is_active: toFlag(row.isActive),
    password,
  };
}

/** What GET /api/user should answer for this user. */
export function sessionUserOf(user: TestUser): SessionUser {
  const { password: _password, is_active: _isActive, ...sessionUser } = user;
  return sessionUser;
}

/** Every role flag: a user whom the permission table allows every route. */
export const ALL_ROLES: UserOverrides = { is_admin: true, is_administrator: true, is_developer: true };

// ---------------------------------------------------------------------------------------------
// Sessions without a login

/**
 * A valid access token for a user, written straight to the sessions table. Skips the argon2 check
 * of POST /api/login, for tests that need many sessions (the login itself is tested elsewhere).
 */
export async function createSessionToken(db: Db, userId: number, lifetimeMs = 3600_000): Promise<string> {
  const token = generateToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) });
  return token;
}

// ---------------------------------------------------------------------------------------------
// Menus (categories)

export interface MenuOverrides {
  name?: string;
  path?: string;
  is_active?: boolean;
  /** Titles of its submenus, in order. */
  submenus?: string[];
}

export interface TestMenu {
  id: number;
  name: string;
  path: string;
  submenus: Array<{ id: number; title: string }>;
}

let menuSequence = 0;

/** Inserts a category (active, unique name and path unless given) with its submenus. */
export async function buildMenu(db: Db, overrides: MenuOverrides = {}): Promise<TestMenu> {
  menuSequence += 1;
  const suffix = `${menuSequence}-${randomBytes(3).toString('hex')}`;
  const [menu] = await db
    .insert(menus)
    .values({
      name: overrides.name ?? `Teszt rovat ${suffix}`,
      path: overrides.path ?? `teszt-rovat-${suffix}`,
      sortOrder: 1000 + menuSequence,
      isActive: overrides.is_active ?? true,
    })
    .returning();
  if (!menu) throw new Error('buildMenu: the insert returned no row');
  const titles = overrides.submenus ?? [];
  const subs =
    titles.length === 0
      ? []
      : await db
          .insert(submenus)
          .values(titles.map((title, i) => ({ menuId: menu.id, title, sortOrder: i })))
          .returning({ id: submenus.id, title: submenus.title });
  return { id: menu.id, name: menu.name, path: menu.path, submenus: subs };
}
