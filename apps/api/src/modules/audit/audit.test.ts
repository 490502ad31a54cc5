import {
  AUDIT_REDACTED,
  type AuditEntry,
  auditEntrySchema,
  listReplySchema,
  type Post,
  SERVER_MESSAGES,
  type UserDetails,
} from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  errorBody,
  getOkData,
  imageDataUrl,
  postEditBody,
  replyBody,
  type SignedIn,
  useTestApp,
  validPostInput,
} from '../../test/harness.ts';
import { publishDueArticles } from '../posts/scheduling.service.ts';

const { t, administrator, editor, seller, reader } = useTestApp({
  /** Reads the trail (is_administrator) and manages users. */
  administrator: { first_name: 'Anna', last_name: 'Napló', is_administrator: true },
  /** Writes articles (is_developer) and Google ad slots. */
  editor: { first_name: 'Ede', last_name: 'Szerkesztő', is_developer: true },
  /** Writes campaigns, banners and polls (is_admin). */
  seller: { first_name: 'Hedvig', last_name: 'Hirdető', is_admin: true },
  /** No role: reads only. */
  reader: {},
});

const entriesReply = listReplySchema(auditEntrySchema);

/** The trail through the API, as the administrator reads it. */
async function readLog(query = ''): Promise<{ rows: AuditEntry[]; total: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/audit-log${query}`,
    headers: administrator.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const reply = replyBody(res, entriesReply);
  return { rows: reply.data, total: reply.pagination.total };
}

/** The entries about one item, oldest first. */
async function entriesOf(entity: string, id: number): Promise<AuditEntry[]> {
  const { rows } = await readLog(`?entity=${entity}&entity_id=${id}&per_page=100`);
  return rows.reverse();
}

/** Every stored row, raw, as one string: for checking that no secret reached the table. */
async function rawTrail(): Promise<string> {
  const result = await t.db.execute(sql`select * from audit_log`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

async function countEntries(): Promise<number> {
  const result = await t.db.execute(sql`select count(*)::int as n from audit_log`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
}

function send(
  who: SignedIn,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  address?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(address ? { remoteAddress: address } : {}),
  });
}

async function ok<T>(promise: ReturnType<typeof send>): Promise<T> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

describe('the audit trail of articles', () => {
  it('records a create, a save, a publication and a delete once each, with who, where and what changed', async () => {
    const address = t.nextAddress();
    const post = await ok<Post>(send(editor, 'POST', '/api/posts/add', validPostInput(), address));
    const saved = await ok<Post>(
      send(
        editor,
        'PUT',
        `/api/posts/${post.id}`,
        postEditBody(post, { title: `${post.title} (frissítve)` }),
        address,
      ),
    );
    const published = await ok<Post>(
      send(editor, 'PUT', `/api/posts/${post.id}`, postEditBody(saved, { menu_type: 'post' }), address),
    );
    await ok(send(editor, 'DELETE', `/api/posts/${post.id}`, undefined, address));

    const entries = await entriesOf('post', post.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'publish', 'delete']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        user_id: editor.user.id,
        user_email: editor.user.email,
        user_name: 'Szerkesztő Ede',
        address,
        entity: 'post',
        entity_id: post.id,
      });
      expect(Date.now() - new Date(entry.at).getTime()).toBeLessThan(60_000);
    }
    const [created, update, publish, deleted] = entries;
    expect(created?.label).toBe(post.title);
    expect(created?.changes?.title).toEqual({ before: null, after: post.title });
    expect(update?.changes).toEqual({
      title: { before: post.title, after: saved.title },
      // A draft's address follows its title.
      shortname: { before: post.shortname, after: saved.shortname },
      post_url: { before: post.post_url, after: saved.post_url },
    });
    expect(publish?.changes?.menu_type).toEqual({ before: 'draft', after: 'post' });
    expect(publish?.label).toBe(published.title);
    expect(deleted?.changes).toEqual({ is_active: { before: 1, after: 0 } });
  });

  it('records a restored revision as a restore', async () => {
    const post = await ok<Post>(send(editor, 'POST', '/api/posts/add', validPostInput({ keywords: 'első' })));
    const saved = await ok<Post>(
      send(editor, 'PUT', `/api/posts/${post.id}`, postEditBody(post, { keywords: 'második' })),
    );
    const revisions = await getOkData<Array<{ id: number; action: string }>>(
      t,
      `/api/posts/${post.id}/revisions`,
      editor.headers,
    );
    const first = revisions.find((r) => r.action === 'create');
    await ok(
      send(editor, 'POST', `/api/posts/${post.id}/revisions/${first?.id}/restore`, {
        last_update: saved.last_update,
      }),
    );
    const entries = await entriesOf('post', post.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'restore']);
    expect(entries[2]?.changes?.keywords).toEqual({ before: 'második', after: 'első' });
  });

  it("records a scheduled publication as the server's own, with who scheduled it", async () => {
    const publishAt = new Date(Date.now() + 3600_000).toISOString();
    const post = await ok<Post>(
      send(editor, 'POST', '/api/posts/add', validPostInput({ publish_at: publishAt })),
    );
    const ids = await publishDueArticles(t.db, { now: new Date(Date.now() + 3601_000) });
    expect(ids).toContain(post.id);
    const entry = (await entriesOf('post', post.id)).at(-1);
    expect(entry).toMatchObject({ action: 'publish', user_id: null, address: null, label: post.title });
    expect(entry?.changes).toMatchObject({
      menu_type: { before: 'draft', after: 'post' },
      scheduled_by: { before: editor.user.id, after: null },
    });
  });

  it('records nothing for a write that fails: a refused save, a stale save, a forbidden one', async () => {
    const post = await ok<Post>(send(editor, 'POST', '/api/posts/add', validPostInput()));
    const saved = await ok<Post>(
      send(editor, 'PUT', `/api/posts/${post.id}`, postEditBody(post, { keywords: 'új' })),
    );
    const before = await countEntries();

    const invalid = await send(editor, 'PUT', `/api/posts/${post.id}`, postEditBody(saved, { title: '' }));
    expect(invalid.statusCode).toBe(400);
    // Saved from the first load: someone saved since.
    const stale = await send(
      editor,
      'PUT',
      `/api/posts/${post.id}`,
      postEditBody(post, { keywords: 'régi' }),
    );
    expect(stale.statusCode).toBe(409);
    const forbidden = await send(reader, 'DELETE', `/api/posts/${post.id}`);
    expect(forbidden.statusCode).toBe(403);
    const missing = await send(editor, 'DELETE', '/api/posts/999999');
    expect(missing.statusCode).toBe(404);

    expect(await countEntries()).toBe(before);
  });
});

describe('the audit trail of ads, polls and users', () => {
  it('records campaigns and banners without the image data', async () => {
    const image = {
      data: await imageDataUrl({ width: 300, height: 120 }),
      filename: 'kep.jpg',
      type: 'image/jpeg',
      dimensions: { width: 300, height: 120 },
    };
    const campaign = await ok<{ id: number; title: string; last_update: string; url: string }>(
      send(seller, 'POST', '/api/campaigns/add', {
        title: 'Téli kampány',
        url: 'https://hirdeto.example/tel',
        side: 'campaign',
        image,
      }),
    );
    await ok(
      send(seller, 'PUT', `/api/campaigns/${campaign.id}`, {
        title: 'Téli kampány 2',
        url: 'https://hirdeto.example/tel',
        side: 'campaign',
        image,
        last_update: campaign.last_update,
      }),
    );
    const banner = await ok<{ id: number }>(
      send(seller, 'POST', '/api/banners/add', {
        title: 'Jobb oldali',
        url: 'https://hirdeto.example/b',
        side: 'right_600',
        image,
      }),
    );
    await ok(send(seller, 'DELETE', `/api/banners/${banner.id}`));

    const campaignEntries = await entriesOf('campaign', campaign.id);
    expect(campaignEntries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(campaignEntries[1]?.changes?.title).toEqual({ before: 'Téli kampány', after: 'Téli kampány 2' });
    // A new image is a new stored file: its address changes, its bytes are nowhere in the trail.
    expect(campaignEntries[1]?.changes?.banner_url?.after).toMatch(/^\/uploads\//);
    expect((await entriesOf('banner', banner.id)).map((e) => e.action)).toEqual(['create', 'delete']);
    expect(await rawTrail()).not.toContain('base64');
  });

  it('records Google ad slots', async () => {
    const ad = await ok<{ id: number; name: string; last_update: string }>(
      send(editor, 'POST', '/api/ga/add', {
        name: 'Fejléc',
        path: '/1234567/fejlec',
        size: '728x90',
        div_id: 'div-gpt-ad-audit',
        position: 'gtop_90',
      }),
    );
    await ok(
      send(editor, 'PUT', `/api/ga/${ad.id}`, {
        name: 'Fejléc',
        path: '/1234567/fejlec-uj',
        size: '728x90',
        div_id: 'div-gpt-ad-audit',
        position: 'gtop_90',
        last_update: ad.last_update,
      }),
    );
    const entries = await entriesOf('google_ad', ad.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]?.changes).toEqual({ path: { before: '/1234567/fejlec', after: '/1234567/fejlec-uj' } });
    expect(entries[1]?.label).toBe('Fejléc');
  });

  it('records polls: saves, the right side and removing all from it', async () => {
    const first = await ok<{ id: number; last_update: string }>(
      send(seller, 'POST', '/api/voting-widgets/add', {
        name: 'Első',
        items: [{ name: 'Igen' }, { name: 'Nem' }],
      }),
    );
    const second = await ok<{ id: number }>(
      send(seller, 'POST', '/api/voting-widgets/add', { name: 'Második', items: [{ name: 'A' }] }),
    );
    await ok(send(seller, 'PUT', `/api/voting-widgets/${first.id}/right-item`));
    await ok(send(seller, 'PUT', `/api/voting-widgets/${second.id}/right-item`));
    await ok(send(seller, 'PUT', '/api/voting-widgets-remove-all'));
    await ok(send(seller, 'DELETE', `/api/voting-widgets/${first.id}`));

    expect((await entriesOf('voting_widget', first.id)).map((e) => e.action)).toEqual([
      'create',
      'right_item',
      'delete',
    ]);
    const secondEntries = await entriesOf('voting_widget', second.id);
    expect(secondEntries[1]).toMatchObject({
      action: 'right_item',
      label: 'Második',
      changes: { right_side: { before: 0, after: 1 }, cleared_polls: { before: [first.id], after: [] } },
    });
    const { rows } = await readLog('?action=remove_all');
    expect(rows[0]).toMatchObject({
      entity: 'voting_widget',
      entity_id: null,
      user_id: seller.user.id,
      changes: { right_side_polls: { before: [second.id], after: [] } },
    });
  });

  it('records users, a new password only as changed, and never the password or its hash', async () => {
    const password = 'Titkos-jelszo-98765';
    const created = await ok<UserDetails>(
      send(administrator, 'POST', '/api/users/add', {
        first_name: 'Új',
        last_name: 'Kolléga',
        email: `uj.kollega.${Date.now()}@teszt.local`,
        password,
        is_admin: 0,
        is_active: 1,
      }),
    );
    const newPassword = 'Masik-jelszo-45678';
    await ok(
      send(administrator, 'PUT', `/api/users/${created.id}`, {
        first_name: 'Új',
        last_name: 'Kolléga',
        email: created.email,
        password: newPassword,
        is_admin: 1,
        last_update: created.last_update,
      }),
    );
    const entries = await entriesOf('user', created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[0]?.changes?.password).toEqual({ before: null, after: AUDIT_REDACTED });
    expect(entries[1]?.changes).toEqual({
      is_admin: { before: 0, after: 1 },
      password: { before: null, after: AUDIT_REDACTED },
    });
    expect(entries[1]?.label).toBe('Kolléga Új');

    const raw = await rawTrail();
    expect(raw).not.toContain(password);
    expect(raw).not.toContain(newPassword);
    expect(raw).not.toContain('$argon2');
  });

  it("records one's own password change as changed, and nothing of the password", async () => {
    const self = await t.signIn();
    const password = 'Sajat-uj-jelszo-2026';
    await ok(
      send(self, 'PUT', `/api/users/${self.user.id}/change-password`, {
        password,
        password_confirmation: password,
      }),
    );
    const entries = await entriesOf('user', self.user.id);
    expect(entries.map((e) => e.action)).toEqual(['password_change']);
    expect(entries[0]).toMatchObject({
      user_id: self.user.id,
      changes: { password: { before: null, after: AUDIT_REDACTED } },
    });
    const raw = await rawTrail();
    expect(raw).not.toContain(password);
    expect(raw).not.toContain(self.token);
  });
});

describe('public calls are counted, not audited', () => {
  it('writes no entry for a vote, a click or a page view', async () => {
    const poll = await ok<{ id: number }>(
      send(seller, 'POST', '/api/voting-widgets/add', { name: 'Nyilvános', items: [{ name: 'Igen' }] }),
    );
    const article = await ok<Post>(
      send(editor, 'POST', '/api/posts/add', validPostInput({ menu_type: 'post' })),
    );
    const campaign = await ok<{ id: number }>(
      send(seller, 'POST', '/api/campaigns/add', {
        title: 'Kattintós',
        url: 'https://hirdeto.example/katt',
        side: 'campaign',
        image: {
          data: await imageDataUrl({ width: 300, height: 120 }),
          filename: 'kep.jpg',
          type: 'image/jpeg',
          dimensions: { width: 300, height: 120 },
        },
      }),
    );
    const before = await countEntries();
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/public/voting-widgets/${poll.id}/vote`,
      payload: { item_index: 0 },
    });
    expect(vote.statusCode, vote.body).toBe(200);
    const track = await t.app.inject({
      method: 'POST',
      url: '/api/public/track',
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      },
      payload: { path: article.post_url, device: 'desktop' },
    });
    expect(track.statusCode, track.body).toBe(202);
    const click = await t.app.inject({ method: 'GET', url: `/api/public/banners/${campaign.id}/click` });
    expect(click.statusCode, click.body).toBe(302);
    expect(await countEntries()).toBe(before);
  });
});

describe('GET /api/audit-log', () => {
  it('filters by user, item, action and calendar days, newest first, in pages', async () => {
    const post = await ok<Post>(send(editor, 'POST', '/api/posts/add', validPostInput()));
    let current = post;
    for (const keywords of ['egy', 'kettő', 'három']) {
      current = await ok<Post>(
        send(editor, 'PUT', `/api/posts/${post.id}`, postEditBody(current, { keywords })),
      );
    }
    const byItem = await readLog(`?entity=post&entity_id=${post.id}&action=update&per_page=2`);
    expect(byItem.total).toBe(3);
    expect(byItem.rows).toHaveLength(2);
    expect(byItem.rows[0]?.changes?.keywords?.after).toBe('három');
    const page2 = await readLog(`?entity=post&entity_id=${post.id}&action=update&per_page=2&page=2`);
    expect(page2.rows.map((r) => r.changes?.keywords?.after)).toEqual(['egy']);

    const byUser = await readLog(`?user_id=${editor.user.id}&per_page=100`);
    expect(byUser.rows.length).toBeGreaterThanOrEqual(4);
    expect(byUser.rows.every((r) => r.user_id === editor.user.id)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const future = await readLog(`?date_from=2999-01-01`);
    expect(future.total).toBe(0);
    const past = await readLog(`?date_to=2000-01-01`);
    expect(past.total).toBe(0);
    const around = await readLog(`?entity=post&entity_id=${post.id}&date_from=2000-01-01&date_to=2999-12-31`);
    expect(around.total).toBe(4);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a bad filter with a Hungarian 400', async () => {
    for (const query of ['?entity=semmi', '?action=torles', '?date_from=2026-13-45', '?user_id=abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/audit-log${query}`,
        headers: administrator.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.badInput);
    }
  });

  it('is for administrators only', async () => {
    for (const who of [editor, seller]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/audit-log', headers: who.headers });
      expect(res.statusCode).toBe(403);
      const csv = await t.app.inject({ method: 'GET', url: '/api/audit-log/csv', headers: who.headers });
      expect(csv.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/audit-log' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('offers no call that changes the trail, and the database refuses to change an entry', async () => {
    const writes = t.routes.filter(
      (r) => r.url.startsWith('/api/audit-log') && r.method !== 'GET' && r.method !== 'HEAD',
    );
    expect(writes).toEqual([]);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/api/audit-log', headers: administrator.headers });
      expect(res.statusCode, method).toBe(404);
    }
    await ok(send(editor, 'POST', '/api/posts/add', validPostInput()));
    await expect(t.db.execute(sql`update audit_log set action = 'login'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await countEntries()).toBeGreaterThan(0);
  });
});

describe('GET /api/audit-log/csv', () => {
  it('answers the filtered entries as a CSV file, formulas neutralised', async () => {
    const post = await ok<Post>(
      send(editor, 'POST', '/api/posts/add', validPostInput({ title: '=HYPERLINK("x")' })),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log/csv?entity=post&entity_id=${post.id}`,
      headers: administrator.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="naplo-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Időpont;Felhasználó;E-mail;Cím;Elem;Azonosító;Megnevezés;Művelet;Változások');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;Cikk;${post.id};`);
    expect(lines[1]).toContain('Szerkesztő Ede');
    expect(lines[1]).toContain(';Létrehozás;');
    // What changed, in words: each field by its Hungarian name.
    expect(lines[1]).toContain('Kulcsszavak: – → teszt');
    // A title that looks like a formula is kept as text.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
