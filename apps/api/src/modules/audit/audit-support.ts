/**
 * What the audit test files (audit-*.test.ts) share: a TestApp with an administrator who reads the
 * trail, an editor, a seller and a reader signed in, the trail as the API and the table answer it,
 * and the writes that fill it.
 */
import { type AuditEntry, auditEntrySchema, listReplySchema } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { replyBody, type SignedIn, useTestApp } from '../../test/harness.ts';

const entriesReply = listReplySchema(auditEntrySchema);

/** The set-up of an audit test file: its TestApp, its signed-in users, and the calls bound to them. */
export function useAuditApp() {
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

  return { t, administrator, editor, seller, reader, readLog, entriesOf, rawTrail, countEntries, send, ok };
}
