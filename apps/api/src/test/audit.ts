/** The audit trail as the test files read it: its raw rows since a mark, and no secret in them. */
import { and, asc, gt, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** Who wrote an entry, as its row names them. */
export const writtenBy = (user: { id: number; email: string }) => ({
  userId: user.id,
  userEmail: user.email,
});

/** No secret in the raw rows: passwords, tokens, challenges, TOTP secrets, recovery codes (either form). */
export function expectNothingSecret(rows: AuditRow[], secrets: string[]) {
  const raw = JSON.stringify(rows);
  for (const secret of secrets.flatMap((s) => [s, s.replaceAll('-', ''), s.toUpperCase()])) {
    if (secret) expect(raw, 'a secret reached the audit trail').not.toContain(secret);
  }
}

/**
 * The audit trail of a test file's TestApp (`t.db` is read at each call, so a file may set it up at
 * its top), or only the entries `where` keeps.
 */
export function useAuditTrail(t: TestApp, where?: SQL) {
  /** The newest entry's id (0 when there is none): the mark auditSince reads after. */
  async function lastAuditId(): Promise<number> {
    const rows = await t.db.select({ id: auditLog.id }).from(auditLog);
    return rows.reduce((max, r) => Math.max(max, r.id), 0);
  }

  /** The raw audit rows written since `mark` (lastAuditId()), oldest first. */
  function auditSince(mark: number): Promise<AuditRow[]> {
    return t.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, mark), where))
      .orderBy(asc(auditLog.id));
  }

  /** The rows written since `mark`: exactly one, matching `expected`. */
  async function oneEntrySince(mark: number, expected: Record<string, unknown>): Promise<AuditRow[]> {
    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject(expected);
    return entries;
  }

  return { lastAuditId, auditSince, oneEntrySince };
}
