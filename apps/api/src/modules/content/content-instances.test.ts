/**
 * Several instances (docs/api.md, "Content API"): a server's content caches and known keys drop what
 * another instance changed, as soon as the change's notification arrives (PostgreSQL: each server
 * listens on a connection of its own).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { createSiblingServer } from '../../test/harness.ts';
import { useContentApp } from './content-support.ts';

const { t, admin, call, makeKey, article } = useContentApp();
let sibling: FastifyInstance;
beforeAll(async () => {
  sibling = await createSiblingServer(t);
});
afterAll(async () => {
  await sibling.close();
});

const readOn = (app: FastifyInstance, url: string, key: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-content-key': key } });

describe('content on several instances', () => {
  it('a key revoked on one instance stops working on the other at once', async () => {
    const { id, key } = await makeKey('Két példány');
    expect((await readOn(sibling, '/api/content/menus', key)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/content-keys/${id}`, admin)).statusCode).toBe(200);
    await expect
      .poll(async () => (await readOn(sibling, '/api/content/menus', key)).statusCode, { timeout: 2000 })
      .toBe(401);
  });

  it('a change shows at once on an instance that had the reply cached', async () => {
    const { key } = await makeKey();
    const a = await article({ title: 'Eredeti' });
    const url = `/api/content/articles/${a.shortname}`;
    const before = await readOn(sibling, url, key);
    expect(before.json().data.title).toBe('Eredeti');
    // Cached on the sibling now: the same ETag again.
    expect((await readOn(sibling, url, key)).headers.etag).toBe(before.headers.etag);
    await t.db.update(posts).set({ title: 'Javított' }).where(eq(posts.id, a.id));
    await expect
      .poll(async () => (await readOn(sibling, url, key)).json().data.title, { timeout: 2000 })
      .toBe('Javított');
  });
});
