import { DEFAULT_MENU_ID, RIGHTS, type SessionUser } from '@newsroom/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin, ensureReferenceData } from './bootstrap.ts';
import type { Db } from './db/client.ts';
import {
  appModules,
  appSettings,
  menus,
  moduleGroups,
  postTypes,
  submenus,
  users,
} from './db/schema/index.ts';
import { verifyPassword } from './lib/passwords.ts';
import { builtinRoleId } from './modules/roles/roles.repo.ts';
import { bearer, createTestDatabase, type TestDatabase, useTestApp } from './test/harness.ts';

async function referenceCounts(db: Db): Promise<Record<string, number>> {
  const tables = { moduleGroups, appModules, appSettings, menus, submenus, postTypes };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe('ensureFirstAdmin on a database without users', () => {
  const { t } = useTestApp();

  it("creates an 'Adminisztrátor' (all three flags) with a generated password that signs in", async () => {
    expect(await userCount(t.db)).toBe(0);
    const result = await ensureFirstAdmin(t.db, 'Admin@Newsroom.Local', undefined);
    expect(result.created).toBe(true);
    const password = result.generatedPassword;
    if (password === undefined) throw new Error('expected a generated password');
    expect(password.length).toBeGreaterThanOrEqual(16);

    const [row] = await t.db.select().from(users);
    expect(row).toMatchObject({
      email: 'Admin@Newsroom.Local',
      roleId: await builtinRoleId(t.db, 'administrator'),
      isActive: true,
    });
    expect(row?.passwordHash).not.toContain(password);

    const token = await t.loginAs('admin@newsroom.local', password);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json<{ data: SessionUser }>().data).toMatchObject({
      email: 'Admin@Newsroom.Local',
      is_admin: 1,
      is_administrator: 1,
      is_developer: 1,
      role_name: 'Adminisztrátor',
      rights: [...RIGHTS],
    });
  });

  it('does nothing once a user exists', async () => {
    await t.createUser();
    const before = await userCount(t.db);
    const again = await ensureFirstAdmin(t.db, 'masik@newsroom.local', 'Masik-jelszo-1');
    expect(again).toEqual({ created: false });
    expect(await userCount(t.db)).toBe(before);
    const [other] = await t.db.select().from(users).where(eq(users.email, 'masik@newsroom.local'));
    expect(other).toBeUndefined();
  });
});

describe('on a fresh database', () => {
  let tdb: TestDatabase;

  beforeAll(async () => {
    tdb = await createTestDatabase({ referenceData: false });
  });

  afterAll(async () => {
    await tdb?.close();
  });

  it('ensureFirstAdmin uses ADMIN_PASSWORD when given and returns no password', async () => {
    const result = await ensureFirstAdmin(tdb.db, 'admin@newsroom.local', 'Adott-jelszo-123');
    expect(result).toEqual({ created: true, generatedPassword: undefined });
    const [row] = await tdb.db.select().from(users);
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row?.passwordHash, 'Adott-jelszo-123')).toBe(true);
  });

  it('ensureReferenceData seeds every set once; running it again adds nothing', async () => {
    expect(await referenceCounts(tdb.db)).toEqual({
      moduleGroups: 0,
      appModules: 0,
      appSettings: 0,
      menus: 0,
      submenus: 0,
      postTypes: 0,
    });
    await ensureReferenceData(tdb.db);
    const first = await referenceCounts(tdb.db);
    expect(first.moduleGroups).toBe(6);
    expect(first.appModules).toBe(19);
    for (const [set, n] of Object.entries(first)) expect(n, set).toBeGreaterThan(0);

    await ensureReferenceData(tdb.db);
    expect(await referenceCounts(tdb.db)).toEqual(first);
  });

  it('seeds the default menu (id 1) with its submenus, and the post types', async () => {
    const [menu] = await tdb.db.select().from(menus).where(eq(menus.id, DEFAULT_MENU_ID));
    expect(menu).toMatchObject({ id: 1, isActive: true });
    const subs = await tdb.db.select().from(submenus).where(eq(submenus.menuId, DEFAULT_MENU_ID));
    expect(subs.length).toBeGreaterThan(0);
    const types = await tdb.db.select().from(postTypes);
    expect(types.length).toBeGreaterThan(0);
  });

  it('keeps a setting an operator changed', async () => {
    await tdb.db
      .update(appSettings)
      .set({ value: '/dashboard' })
      .where(eq(appSettings.code, 'REDIRECT_AFTER_LOGIN'));
    await ensureReferenceData(tdb.db);
    const [row] = await tdb.db.select().from(appSettings).where(eq(appSettings.code, 'REDIRECT_AFTER_LOGIN'));
    expect(row?.value).toBe('/dashboard');
  });
});
