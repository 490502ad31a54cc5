/**
 * What the user test files (users-*.test.ts) share. They test the user calls of docs/api.md and the
 * rules of docs/product.md, Roles-4: list, details, create, edit (by an administrator, or one's own
 * account with myaccount: 1), soft delete and password change. Here: a TestApp with an
 * administrator, an admin and a plain user signed in, the user calls, and valid input for a new user.
 */
import { randomBytes } from 'node:crypto';
import type { UserDetails } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';

export const NEW_PASSWORD = 'Új-jelszó-456';

/** A token no other test uses, so each test sees only its own users. */
export const tag = () => `x${randomBytes(4).toString('hex')}`;

export const DETAIL_KEYS = [
  'created_by',
  'creation_date',
  'email',
  'first_name',
  'id',
  'is_active',
  'is_admin',
  'is_administrator',
  'is_developer',
  'last_name',
  'last_update',
  'rights',
  'role_id',
  'role_name',
  'two_factor_enabled',
  'updated_by',
];

export function validUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const label = tag();
  return {
    first_name: 'Anna',
    last_name: `Új ${label}`,
    email: `uj.${label}@teszt.local`,
    password: NEW_PASSWORD,
    confirm_password: NEW_PASSWORD,
    is_admin: 0,
    ...overrides,
  };
}

/** The reply has no password of any kind. */
export function expectNoPassword(body: string): void {
  expect(body).not.toMatch(/password|argon2/i);
}

/** The set-up of a user test file: its TestApp, its signed-in users, and the calls bound to them. */
export function useUsersApp() {
  const { t, administrator, admin, plain } = useTestApp({
    /** 'Adminisztrátor' (every right): manages users and may give any role. */
    administrator: { is_admin: true, is_administrator: true, is_developer: true },
    /** is_admin only: writes articles, not users. */
    admin: { is_admin: true },
    /** No flags. */
    plain: {},
  });

  function call(
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) {
    return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  /** POST /api/users/add as the administrator. */
  const addUser = (input: Record<string, unknown>) =>
    call('POST', '/api/users/add', administrator.headers, input);

  /** PUT /api/users/:id as the administrator. */
  const editUser = (id: number, body: Record<string, unknown>) =>
    call('PUT', `/api/users/${id}`, administrator.headers, body);

  /**
   * How many users the list finds with this e-mail filter (a query string value), as the
   * administrator: the filter is ignored for a reader without users.manage.
   */
  async function listedByEmail(email: string): Promise<number> {
    const list = await call('GET', `/api/users?email=${email}`, administrator.headers);
    return list.json<{ pagination: { total: number } }>().pagination.total;
  }

  /** GET /api/users/:id, by default as the administrator (who is sent every address): the form an edit loads. */
  async function getDetails(id: number, headers = administrator.headers): Promise<UserDetails> {
    const res = await call('GET', `/api/users/${id}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: UserDetails }>().data;
  }

  async function storedHash(id: number): Promise<string> {
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    return row?.hash ?? '';
  }

  async function sessionCount(userId: number): Promise<number> {
    return (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
  }

  return {
    t,
    administrator,
    admin,
    plain,
    call,
    addUser,
    editUser,
    listedByEmail,
    getDetails,
    storedHash,
    sessionCount,
  };
}
