/**
 * The voting poll calls of docs/api.md and the rules of docs/api.md-4 and 6: list,
 * details, create, edit with kept votes, soft delete, the one right-side poll, and the public vote.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { POLL_SERVER_MESSAGES as M, type Poll, SERVER_MESSAGES, type VoteResult } from '@newsroom/shared';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pollItems, polls } from '../../db/schema/index.ts';
import { RATE_LIMITED_MESSAGE } from '../../lib/rate-limit.ts';
import { errorBody, type SignedIn, useTestApp } from '../../test/harness.ts';
import { VOTE_COOKIE_NAME } from './vote-cookie.ts';

const { t, admin, reader } = useTestApp({
  /** is_admin: writes polls. */
  admin: { is_admin: true, first_name: 'Anna', last_name: 'Szavazó' },
  /** is_developer and is_administrator, but not is_admin: reads only. */
  reader: { is_developer: true, is_administrator: true },
});

const tag = () => `Kérdés ${randomBytes(3).toString('hex')}`;

function call(
  method: InjectOptions['method'],
  url: string,
  who: SignedIn | null,
  payload?: unknown,
  extra: Partial<InjectOptions> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    ...extra,
  });
}

async function createPoll(name = tag(), items = ['Igen', 'Nem', 'Nem tudom']): Promise<Poll> {
  const res = await call('POST', '/api/voting-widgets/add', admin, {
    name,
    items: items.map((n) => ({ name: n })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Poll }>().data;
}

async function getPoll(id: number): Promise<Poll> {
  const res = await call('GET', `/api/voting-widgets/${id}`, reader);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Poll }>().data;
}

/** A vote from its own client address (so the rate limit never interferes), with an optional cookie. */
function vote(id: number, itemIndex: unknown, cookie?: string, address = t.nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/voting-widgets/${id}/vote`,
    payload: { item_index: itemIndex },
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });
}

/** `nr_votes=…` of a reply's Set-Cookie. */
function voteCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error(`no cookie set: ${res.statusCode} ${res.body}`);
  return line.split(';')[0] ?? '';
}

async function rightSideIds(): Promise<number[]> {
  const rows = await t.db.select({ id: polls.id }).from(polls).where(eq(polls.rightSide, true));
  return rows.map((r) => r.id);
}

async function setVotes(id: number, votes: number[]): Promise<void> {
  for (const [position, n] of votes.entries()) {
    await t.db
      .update(pollItems)
      .set({ votes: n })
      .where(and(eq(pollItems.pollId, id), eq(pollItems.position, position)));
  }
}

describe('POST /api/voting-widgets/add', () => {
  it('creates a poll with its items in order, 0 votes each, owned by the session user', async () => {
    const res = await call('POST', '/api/voting-widgets/add', admin, {
      name: '  Ki nyeri a bajnokságot?  ',
      items: [{ name: 'Ferencváros', votes: 99 }, { name: 'Fehérvár' }, { name: 'Paks' }],
      user_id: reader.user.id,
      right_side: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; message: string; data: Poll }>();
    expect(body.status).toBe('ok');
    expect(body.message).toBe(M.saved);
    const poll = body.data;
    expect(poll).toMatchObject({
      name: 'Ki nyeri a bajnokságot?',
      total_votes: 0,
      right_side: 0,
      is_active: 1,
      user_id: admin.user.id,
      full_name: 'Szavazó Anna',
    });
    expect(poll.items.map((i) => [i.name, i.votes])).toEqual([
      ['Ferencváros', 0],
      ['Fehérvár', 0],
      ['Paks', 0],
    ]);
    expect(poll.items.every((i) => Number.isInteger(i.id) && i.id > 0)).toBe(true);
    expect(await getPoll(poll.id)).toEqual(poll);
  });

  it('refuses a poll without a name or without items with a Hungarian 400, and stores nothing', async () => {
    const before = await call('GET', '/api/voting-widgets?per_page=100', reader);
    const noName = await call('POST', '/api/voting-widgets/add', admin, {
      name: '  ',
      items: [{ name: 'A' }],
    });
    expect(noName.statusCode).toBe(400);
    expect(errorBody(noName)).toMatchObject({ message: M.nameMissing, errors: { name: M.nameMissing } });
    const noItems = await call('POST', '/api/voting-widgets/add', admin, { name: 'Kérdés', items: [] });
    expect(noItems.statusCode).toBe(400);
    expect(errorBody(noItems)).toMatchObject({ message: M.noItems, errors: { items: M.noItems } });
    const wrongType = await call('POST', '/api/voting-widgets/add', admin, { name: 5, items: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(errorBody(wrongType).errors ?? {}).sort()).toEqual(['items', 'name']);
    const after = await call('GET', '/api/voting-widgets?per_page=100', reader);
    expect(after.json<{ pagination: { total: number } }>().pagination.total).toBe(
      before.json<{ pagination: { total: number } }>().pagination.total,
    );
  });

  it("marks a missing name and missing items at once, with the name's message, and stores nothing", async () => {
    const before = await call('GET', '/api/voting-widgets?per_page=100', reader);
    const res = await call('POST', '/api/voting-widgets/add', admin, { name: '', items: [] });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({
      status: 'error',
      message: M.nameMissing,
      errors: { name: M.nameMissing, items: M.noItems },
    });
    const after = await call('GET', '/api/voting-widgets?per_page=100', reader);
    expect(after.json<{ pagination: { total: number } }>().pagination.total).toBe(
      before.json<{ pagination: { total: number } }>().pagination.total,
    );
  });

  it('is refused with 403 to a user who is not is_admin', async () => {
    const res = await call('POST', '/api/voting-widgets/add', reader, {
      name: tag(),
      items: [{ name: 'A' }],
    });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
  });
});

describe('GET /api/voting-widgets and /api/voting-widgets/{id}', () => {
  it('lists active polls, newest first, in the list envelope with totals and the creator', async () => {
    const first = await createPoll();
    const second = await createPoll();
    await setVotes(second.id, [3, 4, 0]);
    const deleted = await createPoll();
    await call('DELETE', `/api/voting-widgets/${deleted.id}`, admin);

    const res = await call('GET', '/api/voting-widgets?per_page=2', reader);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; data: Poll[]; pagination: Record<string, number> }>();
    expect(body.status).toBe('ok');
    expect(body.data.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(body.data[0]).toMatchObject({ total_votes: 7, full_name: 'Szavazó Anna' });
    expect(body.data[0]?.items.map((i) => i.votes)).toEqual([3, 4, 0]);
    expect(body.data[1]?.total_votes).toBe(0);
    expect(body.pagination).toMatchObject({ per_page: 2, current_page: 1 });
    const total = body.pagination.total ?? 0;
    expect(body.pagination.last_page).toBe(Math.ceil(total / 2));

    const all = await call('GET', '/api/voting-widgets?per_page=100', reader);
    const ids = all.json<{ data: Poll[] }>().data.map((p) => p.id);
    expect(ids).toHaveLength(total);
    expect(ids).not.toContain(deleted.id);
    const past = await call('GET', '/api/voting-widgets?page=999', reader);
    expect(past.json<{ data: Poll[]; pagination: { total: number } }>()).toMatchObject({
      data: [],
      pagination: { total },
    });
    const capped = await call('GET', '/api/voting-widgets?per_page=101', reader);
    expect(capped.json<{ pagination: { per_page: number } }>().pagination.per_page).toBe(100);
    expect((await call('GET', '/api/voting-widgets?per_page=0', reader)).statusCode).toBe(400);
  });

  it('answers 404 with a Hungarian message for a missing or deleted poll, 400 for a bad id', async () => {
    const poll = await createPoll();
    await call('DELETE', `/api/voting-widgets/${poll.id}`, admin);
    for (const id of [poll.id, 987654]) {
      const res = await call('GET', `/api/voting-widgets/${id}`, reader);
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).message).toBe(M.notFound(id));
    }
    expect((await call('GET', '/api/voting-widgets/abc', reader)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/voting-widgets', null)).statusCode).toBe(401);
  });
});

describe('PUT /api/voting-widgets/{id}', () => {
  it('renames and reorders items, keeps the votes of items that stay, adds new ones at 0, removes the rest', async () => {
    const poll = await createPoll(tag(), ['Alma', 'Körte', 'Szilva']);
    await setVotes(poll.id, [5, 7, 2]);
    const [alma, korte, szilva] = poll.items;
    if (!alma || !korte || !szilva) throw new Error('items missing');
    const res = await call('PUT', `/api/voting-widgets/${poll.id}`, admin, {
      name: 'Melyik a kedvenc gyümölcse?',
      last_update: poll.last_update,
      items: [
        { id: korte.id, name: 'Körte (vilmos)', votes: 0 },
        { name: 'Barack', votes: 1000 },
        { id: alma.id, name: 'Alma' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: Poll }>().data;
    expect(saved.name).toBe('Melyik a kedvenc gyümölcse?');
    expect(saved.items.map((i) => [i.name, i.votes])).toEqual([
      ['Körte (vilmos)', 7],
      ['Barack', 0],
      ['Alma', 5],
    ]);
    expect(saved.items[0]?.id).toBe(korte.id);
    expect(saved.items[2]?.id).toBe(alma.id);
    expect(saved.total_votes).toBe(12);
    expect(new Date(saved.last_update).getTime()).toBeGreaterThan(new Date(poll.last_update).getTime());
    // The removed item's row is gone; positions are 0..n-1 again.
    const rows = await t.db
      .select({ id: pollItems.id, position: pollItems.position })
      .from(pollItems)
      .where(eq(pollItems.pollId, poll.id));
    expect(rows.map((r) => r.id)).not.toContain(szilva.id);
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2]);
    // A vote's item_index is the new position.
    const voted = await vote(poll.id, 1);
    expect(voted.json<{ data: VoteResult }>().data.items[1]).toEqual({ name: 'Barack', votes: 1 });
  });

  it('treats an item id of another poll as a new item, and leaves that poll alone', async () => {
    const other = await createPoll();
    await setVotes(other.id, [9, 0, 0]);
    const poll = await createPoll(tag(), ['Egy']);
    const res = await call('PUT', `/api/voting-widgets/${poll.id}`, admin, {
      name: poll.name,
      last_update: poll.last_update,
      items: [{ id: other.items[0]?.id, name: 'Lopott' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: Poll }>().data;
    expect(saved.items).toHaveLength(1);
    expect(saved.items[0]).toMatchObject({ name: 'Lopott', votes: 0 });
    expect(saved.items[0]?.id).not.toBe(other.items[0]?.id);
    expect((await getPoll(other.id)).items.map((i) => [i.name, i.votes])).toEqual(
      other.items.map((i, n) => [i.name, n === 0 ? 9 : 0]),
    );
  });

  it('refuses a stale save with 409 and writes nothing', async () => {
    const poll = await createPoll();
    const first = await call('PUT', `/api/voting-widgets/${poll.id}`, admin, {
      name: 'Első mentés',
      last_update: poll.last_update,
      items: poll.items.map((i) => ({ id: i.id, name: i.name })),
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/api/voting-widgets/${poll.id}`, admin, {
      name: 'Elavult mentés',
      last_update: poll.last_update,
      items: [{ name: 'Csak ez' }],
    });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).message).toBe(M.conflict);
    const now = await getPoll(poll.id);
    expect(now.name).toBe('Első mentés');
    expect(now.items.map((i) => i.name)).toEqual(poll.items.map((i) => i.name));
  });

  it('needs last_update, a name and items; 404 for a missing or deleted poll; 403 for a non-admin', async () => {
    const poll = await createPoll();
    const items = [{ name: 'A' }];
    const noStamp = await call('PUT', `/api/voting-widgets/${poll.id}`, admin, { name: 'X', items });
    expect(noStamp.statusCode).toBe(400);
    expect(errorBody(noStamp).errors).toHaveProperty('last_update');
    const noName = await call('PUT', `/api/voting-widgets/${poll.id}`, admin, {
      name: '',
      items,
      last_update: poll.last_update,
    });
    expect(errorBody(noName).message).toBe(M.nameMissing);
    const noItems = await call('PUT', `/api/voting-widgets/${poll.id}`, admin, {
      name: 'X',
      items: [],
      last_update: poll.last_update,
    });
    expect(errorBody(noItems).message).toBe(M.noItems);
    const forbidden = await call('PUT', `/api/voting-widgets/${poll.id}`, reader, {
      name: 'X',
      items,
      last_update: poll.last_update,
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await call('PUT', '/api/voting-widgets/987654', admin, {
      name: 'X',
      items,
      last_update: poll.last_update,
    });
    expect(missing.statusCode).toBe(404);
    await call('DELETE', `/api/voting-widgets/${poll.id}`, admin);
    const deleted = await call('PUT', `/api/voting-widgets/${poll.id}`, admin, {
      name: 'X',
      items,
      last_update: poll.last_update,
    });
    expect(deleted.statusCode).toBe(404);
    expect(errorBody(deleted).message).toBe(M.notFound(poll.id));
  });
});

describe('DELETE /api/voting-widgets/{id}', () => {
  it('is a soft delete that also takes the poll off the right side; a second delete is 404', async () => {
    const poll = await createPoll();
    expect((await call('PUT', `/api/voting-widgets/${poll.id}/right-item`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/voting-widgets/${poll.id}`, reader)).statusCode).toBe(403);
    const res = await call('DELETE', `/api/voting-widgets/${poll.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', message: M.deleted, data: { id: poll.id } });
    const [row] = await t.db.select().from(polls).where(eq(polls.id, poll.id));
    expect(row).toMatchObject({ isActive: false, rightSide: false, updatedBy: admin.user.id });
    const items = await t.db.select().from(pollItems).where(eq(pollItems.pollId, poll.id));
    expect(items).toHaveLength(3);
    expect((await call('DELETE', `/api/voting-widgets/${poll.id}`, admin)).statusCode).toBe(404);
  });
});

describe('the right-side poll', () => {
  it('right-item makes the poll the only right-side one; remove-all clears every poll', async () => {
    const a = await createPoll();
    const b = await createPoll();
    const first = await call('PUT', `/api/voting-widgets/${a.id}/right-item`, admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'ok', message: M.markedRightSide });
    expect(await rightSideIds()).toEqual([a.id]);
    expect((await getPoll(a.id)).right_side).toBe(1);
    await call('PUT', `/api/voting-widgets/${b.id}/right-item`, admin);
    expect(await rightSideIds()).toEqual([b.id]);
    expect((await getPoll(a.id)).right_side).toBe(0);
    // Marking does not count as an edit: an open dialog can still save.
    expect((await getPoll(b.id)).last_update).toBe(b.last_update);

    expect((await call('PUT', '/api/voting-widgets-remove-all', reader)).statusCode).toBe(403);
    expect(await rightSideIds()).toEqual([b.id]);
    const cleared = await call('PUT', '/api/voting-widgets-remove-all', admin);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ status: 'ok', message: M.removedAllRightSide });
    expect(await rightSideIds()).toEqual([]);
  });

  it('right-item on a missing or deleted poll is 404 and leaves the current one marked', async () => {
    const marked = await createPoll();
    const gone = await createPoll();
    await call('DELETE', `/api/voting-widgets/${gone.id}`, admin);
    await call('PUT', `/api/voting-widgets/${marked.id}/right-item`, admin);
    for (const id of [gone.id, 987654]) {
      const res = await call('PUT', `/api/voting-widgets/${id}/right-item`, admin);
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).message).toBe(M.notFound(id));
      expect(await rightSideIds()).toEqual([marked.id]);
    }
    expect((await call('PUT', `/api/voting-widgets/${marked.id}/right-item`, reader)).statusCode).toBe(403);
  });

  it('many markings at once still leave exactly one right-side poll', async () => {
    const polls = await Promise.all([1, 2, 3, 4, 5].map(() => createPoll()));
    const replies = await Promise.all(
      polls.map((p) => call('PUT', `/api/voting-widgets/${p.id}/right-item`, admin)),
    );
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    const ids = await rightSideIds();
    expect(ids).toHaveLength(1);
    expect(polls.map((p) => p.id)).toContain(ids[0]);
  });

  it('the database itself refuses a second right-side poll', async () => {
    const a = await createPoll();
    const b = await createPoll();
    await call('PUT', `/api/voting-widgets/${a.id}/right-item`, admin);
    await expect(t.db.update(polls).set({ rightSide: true }).where(eq(polls.id, b.id))).rejects.toThrow();
    expect(await rightSideIds()).toEqual([a.id]);
  });
});

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
