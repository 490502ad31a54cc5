/**
 * What the poll test files (polls-*.test.ts) share. They test the voting poll calls of docs/api.md
 * and the rules of docs/api.md-4 and 6: list, details, create, edit with kept votes, soft delete,
 * the one right-side poll, and the public vote. Here: a TestApp with an admin who writes polls and
 * a reader, and the calls bound to it.
 */
import { randomBytes } from 'node:crypto';
import type { Poll } from '@newsroom/shared';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { pollItems, polls } from '../../db/schema/index.ts';
import { type SignedIn, useTestApp } from '../../test/harness.ts';

export const tag = () => `Kérdés ${randomBytes(3).toString('hex')}`;

/** `nr_votes=…` of a reply's Set-Cookie. */
export function voteCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error(`no cookie set: ${res.statusCode} ${res.body}`);
  return line.split(';')[0] ?? '';
}

/** The set-up of a poll test file: its TestApp, its signed-in users, and the calls bound to them. */
export function usePollsApp() {
  const { t, admin, reader } = useTestApp({
    /** is_admin: writes polls. */
    admin: { is_admin: true, first_name: 'Anna', last_name: 'Szavazó' },
    /** is_developer and is_administrator, but not is_admin: reads only. */
    reader: { is_developer: true, is_administrator: true },
  });

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

  return { t, admin, reader, call, createPoll, getPoll, vote, rightSideIds, setVotes };
}
