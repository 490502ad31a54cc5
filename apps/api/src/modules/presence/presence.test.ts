/**
 * Who else has an article open: heartbeats per user and tab, the caller's own tabs marked, expiry
 * after 60 s (with a controllable clock), the goodbye, and every instance answering the same.
 */
import { POST_MESSAGES, PRESENCE_TTL_MS, type PresenceEntry, SERVER_MESSAGES } from '@newsroom/shared';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPresence } from '../../db/schema/index.ts';
import {
  buildPost,
  createSiblingServer,
  createTestApp,
  errorBody,
  type SignedIn,
  sessionUserOf,
  type TestApp,
} from '../../test/harness.ts';
import { listPresence, reportPresence } from './presence.service.ts';

let t: TestApp;
let other: FastifyInstance;
let anna: SignedIn;
let bela: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  other = await createSiblingServer(t);
  // No role flags: any signed-in user may report presence.
  anna = await t.signIn({ first_name: 'Anna', last_name: 'Kovács' });
  bela = await t.signIn({ first_name: 'Béla', last_name: 'Nagy', is_admin: true });
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

type Reply = { status: 'ok'; data: PresenceEntry[] };

const beat = (
  id: number | string,
  who: SignedIn | undefined,
  payload: Record<string, unknown>,
  app: FastifyInstance = t.app,
) =>
  app.inject({
    method: 'POST',
    url: `/api/posts/${id}/presence`,
    headers: who ? who.headers : {},
    payload,
  });

const look = (id: number | string, who: SignedIn | undefined, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: `/api/posts/${id}/presence`, headers: who ? who.headers : {} });

const summary = (entries: PresenceEntry[]) => entries.map((e) => [e.user_id, e.tab_id, e.is_me]);

async function rowsOf(postId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(postPresence).where(eq(postPresence.postId, postId));
  return row?.n ?? 0;
}

describe('POST /api/posts/{id}/presence', () => {
  it('two users and one’s second tab: everyone is listed, the caller’s own tabs marked is_me', async () => {
    const post = await buildPost(t.db);
    const first = await beat(post.id, anna, { tab_id: 'anna-1' });
    expect(first.statusCode).toBe(200);
    const firstBody = first.json<Reply>();
    expect(firstBody.status).toBe('ok');
    expect(firstBody.data).toEqual([
      {
        user_id: anna.user.id,
        full_name: 'Kovács Anna',
        tab_id: 'anna-1',
        since: expect.any(String),
        last_seen: expect.any(String),
        is_me: 1,
      },
    ]);
    const fromBela = (await beat(post.id, bela, { tab_id: 'bela-1' })).json<Reply>().data;
    expect(summary(fromBela)).toEqual([
      [anna.user.id, 'anna-1', 0],
      [bela.user.id, 'bela-1', 1],
    ]);
    expect(fromBela.map((e) => e.full_name)).toEqual(['Kovács Anna', 'Nagy Béla']);
    // Anna opens the article in a second tab: both of hers are hers, not someone else editing.
    const fromAnna = (await beat(post.id, anna, { tab_id: 'anna-2' })).json<Reply>().data;
    expect(summary(fromAnna)).toEqual([
      [anna.user.id, 'anna-1', 1],
      [bela.user.id, 'bela-1', 0],
      [anna.user.id, 'anna-2', 1],
    ]);
    // Another article's editors are not listed.
    const elsewhere = await buildPost(t.db);
    expect(summary((await beat(elsewhere.id, bela, { tab_id: 'bela-1' })).json<Reply>().data)).toEqual([
      [bela.user.id, 'bela-1', 1],
    ]);
  });

  it('a heartbeat keeps since and moves last_seen; a tab id of another user is another tab', async () => {
    const post = await buildPost(t.db);
    const t0 = new Date(Date.now() - 40_000);
    const t1 = new Date(t0.getTime() + 20_000);
    await reportPresence(t.db, sessionUserOf(anna.user), post.id, { tab_id: 'same' }, t0);
    const later = await reportPresence(t.db, sessionUserOf(anna.user), post.id, { tab_id: 'same' }, t1);
    expect(later).toEqual([
      expect.objectContaining({ since: t0.toISOString(), last_seen: t1.toISOString() }),
    ]);
    const both = await reportPresence(t.db, sessionUserOf(bela.user), post.id, { tab_id: 'same' }, t1);
    expect(summary(both)).toEqual([
      [anna.user.id, 'same', 0],
      [bela.user.id, 'same', 1],
    ]);
  });

  it('closing: true removes the tab at once', async () => {
    const post = await buildPost(t.db);
    await beat(post.id, anna, { tab_id: 'a' });
    await beat(post.id, bela, { tab_id: 'b' });
    const res = await beat(post.id, anna, { tab_id: 'a', closing: true });
    expect(res.statusCode).toBe(200);
    expect(summary(res.json<Reply>().data)).toEqual([[bela.user.id, 'b', 0]]);
    expect(summary((await look(post.id, bela)).json<Reply>().data)).toEqual([[bela.user.id, 'b', 1]]);
    const [row] = await t.db
      .select({ n: count() })
      .from(postPresence)
      .where(and(eq(postPresence.postId, post.id), eq(postPresence.userId, anna.user.id)));
    expect(row?.n).toBe(0);
    // A goodbye of a tab that is not there is fine.
    expect((await beat(post.id, anna, { tab_id: 'a', closing: true })).statusCode).toBe(200);
  });

  it('400 for a missing, empty or too long tab_id or a closing that is not a boolean; 404 for a missing or deleted article', async () => {
    const post = await buildPost(t.db);
    for (const payload of [
      {},
      { tab_id: '' },
      { tab_id: 'x'.repeat(65) },
      { tab_id: 5 },
      { tab_id: 'a', closing: 'igen' },
    ]) {
      const res = await beat(post.id, anna, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await beat(post.id, anna, { tab_id: 'x'.repeat(64) })).statusCode).toBe(200);
    const missing = await beat(987_654, anna, { tab_id: 'a' });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).message).toBe(POST_MESSAGES.notFound(987_654));
    const deleted = await buildPost(t.db, { is_active: false });
    expect((await beat(deleted.id, anna, { tab_id: 'a' })).statusCode).toBe(404);
    expect((await look(deleted.id, anna)).statusCode).toBe(404);
    expect((await beat('1e3', anna, { tab_id: 'a' })).statusCode).toBe(400);
    expect(await rowsOf(deleted.id)).toBe(0);
  });

  it('401 without a token', async () => {
    const post = await buildPost(t.db);
    for (const res of [await beat(post.id, undefined, { tab_id: 'a' }), await look(post.id, undefined)]) {
      expect(res.statusCode).toBe(401);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.unauthorized);
    }
    expect(await rowsOf(post.id)).toBe(0);
  });
});

describe('GET /api/posts/{id}/presence', () => {
  it('answers the same list without writing, on every instance', async () => {
    const post = await buildPost(t.db);
    await beat(post.id, anna, { tab_id: 'a' }, other);
    const before = await t.db.select().from(postPresence).where(eq(postPresence.postId, post.id));
    const seen = await look(post.id, bela, t.app);
    expect(seen.statusCode).toBe(200);
    expect(summary(seen.json<Reply>().data)).toEqual([[anna.user.id, 'a', 0]]);
    expect(summary((await look(post.id, anna, other)).json<Reply>().data)).toEqual([[anna.user.id, 'a', 1]]);
    expect(await t.db.select().from(postPresence).where(eq(postPresence.postId, post.id))).toEqual(before);
    // Nobody there: an empty list.
    expect((await look((await buildPost(t.db)).id, anna)).json<Reply>().data).toEqual([]);
  });
});

describe('expiry', () => {
  it('a tab without a heartbeat for 60 s is gone, and the next heartbeat of anyone deletes it', async () => {
    const post = await buildPost(t.db);
    const annaUser = sessionUserOf(anna.user);
    const belaUser = sessionUserOf(bela.user);
    const t0 = new Date(Date.now() + 3600_000);
    const at = (ms: number) => new Date(t0.getTime() + ms);
    await reportPresence(t.db, annaUser, post.id, { tab_id: 'a' }, t0);
    expect(summary(await listPresence(t.db, belaUser, post.id, at(PRESENCE_TTL_MS)))).toEqual([
      [anna.user.id, 'a', 0],
    ]);
    expect(await listPresence(t.db, belaUser, post.id, at(PRESENCE_TTL_MS + 1))).toEqual([]);
    // Still stored until someone's heartbeat cleans up (on any article).
    expect(await rowsOf(post.id)).toBe(1);
    const elsewhere = await buildPost(t.db);
    await reportPresence(t.db, belaUser, elsewhere.id, { tab_id: 'b' }, at(PRESENCE_TTL_MS + 1));
    expect(await rowsOf(post.id)).toBe(0);
  });

  it('a tab that comes back after expiring starts a new since', async () => {
    const post = await buildPost(t.db);
    const annaUser = sessionUserOf(anna.user);
    const t0 = new Date(Date.now() + 7200_000);
    const back = new Date(t0.getTime() + PRESENCE_TTL_MS + 5_000);
    await reportPresence(t.db, annaUser, post.id, { tab_id: 'a' }, t0);
    const [entry] = await reportPresence(t.db, annaUser, post.id, { tab_id: 'a' }, back);
    expect(entry?.since).toBe(back.toISOString());
  });
});
