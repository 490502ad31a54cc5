import type { AddressInfo } from 'node:net';
import { POLL_SERVER_MESSAGES as M, type Poll } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pollItems } from '../../db/schema/index.ts';
import { RATE_LIMITED_MESSAGE } from '../../lib/rate-limit.ts';
import { errorBody, useTestApp } from '../../test/harness.ts';
import { tag, usePollsApp, voteCookieOf } from './polls-support.ts';
import { VOTE_COOKIE_NAME } from './vote-cookie.ts';

const { t, admin, call, createPoll, getPoll, vote, setVotes } = usePollsApp();

describe('POST /api/public/voting-widgets/{id}/vote', () => {
  it('counts one vote without a token, answers the fresh counts and sets a signed cookie', async () => {
    const poll = await createPoll(tag(), ['Igen', 'Nem']);
    await setVotes(poll.id, [2, 1]);
    const res = await vote(poll.id, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      message: M.voted,
      data: {
        id: poll.id,
        items: [
          { name: 'Igen', votes: 2 },
          { name: 'Nem', votes: 2 },
        ],
        total_votes: 4,
      },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${VOTE_COOKIE_NAME}=${poll.id}\\.[\\w-]+;`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Path=/api/public/voting-widgets');
  });

  it('refuses a second vote from the same browser with 409 and the count unchanged; other polls still count', async () => {
    const poll = await createPoll();
    const other = await createPoll();
    const first = await vote(poll.id, 0);
    const cookie = voteCookieOf(first);
    const again = await vote(poll.id, 2, cookie);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).message).toBe(M.alreadyVoted);
    expect((await getPoll(poll.id)).items.map((i) => i.votes)).toEqual([1, 0, 0]);

    const elsewhere = await vote(other.id, 0, cookie);
    expect(elsewhere.statusCode).toBe(200);
    const both = voteCookieOf(elsewhere);
    expect(both).toMatch(new RegExp(`=${poll.id}-${other.id}\\.`));
    expect((await vote(poll.id, 0, both)).statusCode).toBe(409);
    expect((await vote(other.id, 0, `theme=dark; ${both}; lang=hu`)).statusCode).toBe(409);
    expect((await getPoll(other.id)).total_votes).toBe(1);
  });

  it('ignores a forged or tampered cookie', async () => {
    const poll = await createPoll();
    const other = await createPoll();
    const cookie = voteCookieOf(await vote(other.id, 0));
    const signature = cookie.slice(cookie.lastIndexOf('.') + 1);
    const forged = `${VOTE_COOKIE_NAME}=${poll.id}.${signature}`;
    expect((await vote(poll.id, 0, forged)).statusCode).toBe(200);
    expect((await vote(poll.id, 0, `${VOTE_COOKIE_NAME}=${poll.id}`)).statusCode).toBe(200);
    expect((await getPoll(poll.id)).total_votes).toBe(2);
  });

  it('answers 400 for a bad item_index, 404 for a missing or deleted poll, and counts nothing', async () => {
    const poll = await createPoll();
    for (const bad of [3, -1, 1.5, '0', null]) {
      const res = await vote(poll.id, bad);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(errorBody(res).errors).toHaveProperty('item_index');
    }
    expect(errorBody(await vote(poll.id, 3)).message).toBe(M.badItem);
    const missing = await vote(987654, 0);
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).message).toBe(M.notFound(987654));
    await call('DELETE', `/api/voting-widgets/${poll.id}`, admin);
    expect((await vote(poll.id, 0)).statusCode).toBe(404);
    const items = await t.db.select().from(pollItems).where(eq(pollItems.pollId, poll.id));
    expect(items.map((i) => i.votes)).toEqual([0, 0, 0]);
  });

  it('limits votes per address (PUBLIC_RATE_LIMIT per minute) with 429', async () => {
    const polls = await Promise.all([1, 2, 3].map(() => createPoll()));
    const address = t.nextAddress();
    const limit = t.config.publicRateLimit.max;
    const codes: number[] = [];
    // Votes without a cookie in turn over three polls: every one counts until the limit.
    for (let i = 0; i < limit; i++) {
      codes.push((await vote(polls[i % 3]?.id ?? 0, 0, undefined, address)).statusCode);
    }
    expect(codes.every((c) => c === 200)).toBe(true);
    const refused = await vote(polls[0]?.id ?? 0, 0, undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused).message).toBe(RATE_LIMITED_MESSAGE);
    expect(refused.headers['retry-after']).toBeDefined();
    // Malformed votes count too; another address is not affected.
    expect((await vote(polls[0]?.id ?? 0, 'x', undefined, address)).statusCode).toBe(429);
    expect((await vote(polls[0]?.id ?? 0, 0)).statusCode).toBe(200);
    const totals = await Promise.all(polls.map(async (p) => (await getPoll(p.id)).total_votes));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(limit + 1);
  });
});

describe('1,000 concurrent votes over loopback', () => {
  const { t: busy } = useTestApp({}, { env: { PUBLIC_RATE_LIMIT: '100000' } });

  it('are all counted, none lost', { timeout: 120_000 }, async () => {
    const owner = await busy.signIn({ is_admin: true });
    const created = await busy.app.inject({
      method: 'POST',
      url: '/api/voting-widgets/add',
      headers: owner.headers,
      payload: { name: 'Terheléses teszt', items: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] },
    });
    const poll = created.json<{ data: Poll }>().data;
    // A backlog for all 1,000 connections at once: on a busy machine the default (511) resets some.
    await busy.app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
    const { port } = busy.app.server.address() as AddressInfo;

    const VOTES = 1000;
    const statuses = await Promise.all(
      Array.from({ length: VOTES }, async (_, i) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/public/voting-widgets/${poll.id}/vote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ item_index: i % 3 }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const rows = await busy.db
      .select({ position: pollItems.position, votes: pollItems.votes })
      .from(pollItems)
      .where(eq(pollItems.pollId, poll.id))
      .orderBy(pollItems.position);
    expect(rows.map((r) => r.votes)).toEqual([334, 333, 333]);
  });
});
