import { type Post, SERVER_MESSAGES } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody, postEditBody, validPostInput } from '../../test/harness.ts';
import { useAuditApp } from './audit-support.ts';

const { t, administrator, editor, seller, readLog, countEntries, send, ok } = useAuditApp();

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
