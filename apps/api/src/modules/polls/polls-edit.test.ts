import { POLL_SERVER_MESSAGES as M, type Poll, type VoteResult } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pollItems, polls } from '../../db/schema/index.ts';
import { errorBody } from '../../test/harness.ts';
import { tag, usePollsApp } from './polls-support.ts';

const { t, admin, reader, call, createPoll, getPoll, vote, rightSideIds, setVotes } = usePollsApp();

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
