/**
 * The embedded reader site's own content key (ensureSiteContentKey, called by main.ts at start):
 * made once, kept server-side, listed like any key but never shown, made again once revoked.
 */
import { CONTENT_MESSAGES, SITE_CONTENT_KEY_NAME } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSecrets, auditLog, contentKeys } from '../../db/schema/index.ts';
import { useContentApp } from '../content/content-support.ts';
import { ensureSiteContentKey } from './content-keys.service.ts';

interface ListedKey {
  id: number;
  name: string;
  prefix: string;
  revoked_at: string | null;
}

describe('ensureSiteContentKey', () => {
  const { t, admin, call, read } = useContentApp();

  const listed = async () => {
    const res = await call('GET', '/api/content-keys', admin);
    expect(res.statusCode).toBe(200);
    return { body: res.body, keys: res.json().data as ListedKey[] };
  };
  const siteKeys = async () => (await listed()).keys.filter((k) => k.name === SITE_CONTENT_KEY_NAME);
  const kept = async () =>
    (
      await t.db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, 'site_content_key'))
    )[0]?.value;

  it('makes a key that reads the content API, keeps it, and answers the same key again', async () => {
    const key = await ensureSiteContentKey(t.db);
    expect(key).toMatch(/^nrc_[A-Za-z0-9_-]{43}$/);
    expect((await read('/api/content/menus', key)).statusCode).toBe(200);
    expect(await kept()).toBe(key);
    expect(await ensureSiteContentKey(t.db)).toBe(key);
    const [row] = await siteKeys();
    expect(row).toMatchObject({ name: SITE_CONTENT_KEY_NAME, prefix: key.slice(0, 10), revoked_at: null });
    expect(await siteKeys()).toHaveLength(1);
  });

  it('is listed by its name and prefix, never with the key itself', async () => {
    const key = await ensureSiteContentKey(t.db);
    const { body, keys } = await listed();
    expect(body).not.toContain(key);
    const row = keys.find((k) => k.name === SITE_CONTENT_KEY_NAME);
    expect(row).toBeDefined();
    expect(Object.keys(row ?? {})).not.toContain('key');
    // The server made it: the trail has its creation, without a user, and never the key.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'content_key'));
    const created = entries.find((e) => e.entityId === row?.id && e.action === 'create');
    expect(created).toMatchObject({ userId: null, label: SITE_CONTENT_KEY_NAME });
    expect(JSON.stringify(entries)).not.toContain(key);
  });

  it('makes a new key once an administrator revoked it; the old one stops working', async () => {
    const old = await ensureSiteContentKey(t.db);
    const [row] = await siteKeys();
    expect((await call('DELETE', `/api/content-keys/${row?.id}`, admin)).statusCode).toBe(200);

    const renewed = await ensureSiteContentKey(t.db);
    expect(renewed).not.toBe(old);
    expect(renewed).toMatch(/^nrc_/);
    expect(await kept()).toBe(renewed);
    expect((await read('/api/content/menus', renewed)).statusCode).toBe(200);
    await expect.poll(async () => (await read('/api/content/menus', old)).statusCode).toBe(401);
    expect((await read('/api/content/menus', old)).json().message).toBe(CONTENT_MESSAGES.keyUnknown);
    expect(await ensureSiteContentKey(t.db)).toBe(renewed);

    // The revoked one stays listed as revoked, the new one usable; neither shows its key.
    const rows = await siteKeys();
    expect(rows.filter((k) => k.revoked_at === null).map((k) => k.prefix)).toEqual([renewed.slice(0, 10)]);
    expect(rows.find((k) => k.id === row?.id)?.revoked_at).not.toBeNull();
    const { body } = await listed();
    expect(body).not.toContain(renewed);
    expect(body).not.toContain(old);
  });

  it('makes a new key when its row is gone', async () => {
    const old = await ensureSiteContentKey(t.db);
    await t.db.delete(contentKeys).where(eq(contentKeys.name, SITE_CONTENT_KEY_NAME));
    const renewed = await ensureSiteContentKey(t.db);
    expect(renewed).not.toBe(old);
    expect((await read('/api/content/menus', renewed)).statusCode).toBe(200);
    expect(await siteKeys()).toHaveLength(1);
  });

  it('makes one key when instances start together under the start-up lock', async () => {
    await t.db.delete(contentKeys).where(eq(contentKeys.name, SITE_CONTENT_KEY_NAME));
    const keys = await Promise.all(
      Array.from({ length: 3 }, () => t.database.withStartupLock(() => ensureSiteContentKey(t.db))),
    );
    expect(new Set(keys).size).toBe(1);
    expect(await siteKeys()).toHaveLength(1);
    expect((await read('/api/content/menus', keys[0] ?? '')).statusCode).toBe(200);
  });
});
