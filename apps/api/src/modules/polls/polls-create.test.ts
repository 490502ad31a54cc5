import { POLL_SERVER_MESSAGES as M, type Poll, SERVER_MESSAGES } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/harness.ts';
import { tag, usePollsApp } from './polls-support.ts';

const { admin, reader, call, createPoll, getPoll, setVotes } = usePollsApp();

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
