import { requestContext } from '@fastify/request-context';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_REDACTED,
  type AuditAction,
  type AuditChanges,
  type AuditEntity,
  type AuditEntry,
  type AuditFilter,
  auditFieldLabel,
  formatDateTime,
} from '@newsroom/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pagedList } from '../../lib/paging.ts';
import { countAuditEntries, findAuditEntries, findAuditPage, insertAuditEntry } from './audit.repo.ts';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The request being served (server.ts): the audit trail reads its user and address. */
    request: FastifyRequest;
    /** false only in the write benchmark (scripts/bench-writes.ts), to measure what the trail costs. */
    auditTrail: boolean;
  }
}

/** Who did something: the signed-in user of the request, or whoever a sign-in event names. */
export interface AuditActor {
  userId: number | null;
  email: string | null;
}

export interface AuditEvent {
  entity: AuditEntity;
  entityId: number | null;
  action: AuditAction;
  /** The item's title or name at the time. */
  label?: string | null;
  changes?: AuditChanges | null;
  /** Defaults to the request's signed-in user (none for the server's own work, e.g. the scheduler). */
  actor?: AuditActor;
}

/**
 * Writes one entry of the audit trail with `tx`, the transaction of the change it describes, so a
 * change and its entry are committed together or not at all. When, the client address and (unless
 * the event names one) the actor come from the request being served.
 */
export async function recordAudit(tx: Db, event: AuditEvent): Promise<void> {
  if (requestContext.get('auditTrail') === false) return;
  const req = requestContext.get('request');
  const user = req?.sessionUser;
  const actor = event.actor ?? { userId: user?.id ?? null, email: user?.email ?? null };
  await insertAuditEntry(tx, {
    userId: actor.userId,
    userEmail: actor.email,
    address: req?.ip ?? null,
    entity: event.entity,
    entityId: event.entityId,
    label: event.label ?? null,
    action: event.action,
    changes: event.changes && Object.keys(event.changes).length > 0 ? event.changes : null,
  });
}

/** Fields every item has that say nothing about what an editor changed. */
const BOOKKEEPING = new Set(['id', 'last_update', 'creation_date', 'created_by', 'updated_by']);
/** Field names whose values are secrets: only the fact of a change is recorded. */
const SECRET_FIELD = /password|token|secret|recovery|challenge/i;
/** Longer text values are cut here (an article's full text lives in its revisions). */
export const AUDIT_TEXT_LIMIT = 2000;

/** A value as the trail may keep it: no image data, no endless text. */
function safeValue(value: unknown): unknown {
  if (typeof value === 'string') {
    if (/^data:[^,]*;base64,/i.test(value)) return '(kép)';
    if (value.length > AUDIT_TEXT_LIMIT) {
      return `${value.slice(0, AUDIT_TEXT_LIMIT)}… (+${value.length - AUDIT_TEXT_LIMIT} karakter)`;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map(safeValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) ? AUDIT_REDACTED : safeValue(v)]),
    );
  }
  return value ?? null;
}

/**
 * What changed between two states of an item (its API representation before and after), field by
 * field. A create passes `before: null`, a delete `after: null`; bookkeeping fields and the ones in
 * `ignore` are left out, secrets recorded only as AUDIT_REDACTED ("changed").
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (BOOKKEEPING.has(key) || ignore.includes(key)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[key] = SECRET_FIELD.test(key)
      ? { before: null, after: AUDIT_REDACTED }
      : { before: safeValue(was), after: safeValue(now) };
  }
  return changes;
}

/** GET /api/audit-log: one page, newest first. */
export function listAuditLog(db: Db, filter: AuditFilter): Promise<{ rows: AuditEntry[]; total: number }> {
  return pagedList(findAuditPage(db, filter), countAuditEntries(db, filter));
}

/** The latest sign-ins (action 'login'), newest first: the dashboard's administrators' area. */
export function listRecentSignIns(db: Db, limit: number): Promise<AuditEntry[]> {
  return findAuditEntries(db, { action: 'login' }, limit, 0);
}

/** The accounts that reached the failed sign-in backstop since the day `fromDay`, newest first (the dashboard). */
export function listSignInAlerts(db: Db, fromDay: string, limit: number): Promise<AuditEntry[]> {
  return findAuditEntries(db, { action: 'login_backstop', date_from: fromDay }, limit, 0);
}

/** The most rows one CSV download holds (narrow the filter for older entries). */
export const AUDIT_CSV_LIMIT = 50_000;

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A change in words: `mező: előtte → utána`, one per field. */
export function describeChanges(changes: AuditChanges | null): string {
  if (!changes) return '';
  const show = (v: unknown) =>
    v === null || v === undefined || v === '' ? '–' : typeof v === 'string' ? v : JSON.stringify(v);
  return Object.entries(changes)
    .map(([field, { before, after }]) => `${auditFieldLabel(field)}: ${show(before)} → ${show(after)}`)
    .join('; ');
}

/** GET /api/audit-log/csv: the filter's entries as CSV (UTF-8 with BOM, `;` separated, for Excel). */
export async function auditLogCsv(db: Db, filter: Omit<AuditFilter, 'page' | 'per_page'>): Promise<string> {
  const rows = await findAuditEntries(db, filter, AUDIT_CSV_LIMIT, 0);
  const header = [
    'Időpont',
    'Felhasználó',
    'E-mail',
    'Cím',
    'Elem',
    'Azonosító',
    'Megnevezés',
    'Művelet',
    'Változások',
  ];
  const lines = rows.map((r) =>
    [
      formatDateTime(r.at),
      r.user_name,
      r.user_email,
      r.address,
      AUDIT_ENTITY_LABELS[r.entity],
      r.entity_id,
      r.label,
      AUDIT_ACTION_LABELS[r.action],
      describeChanges(r.changes),
    ]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

/** A write to one item, as the trail records it: its state before and after (null when absent). */
export interface ItemChange {
  entity: AuditEntity;
  action: AuditAction;
  id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The item's title or name. */
  label: string | null;
  /** Fields derived from others or counted (a joined name, visitor counts) that no one edits. */
  ignore?: readonly string[];
}

/** Records a write to one item with its field-by-field changes, in the write's transaction. */
export function recordItemChange(tx: Db, change: ItemChange): Promise<void> {
  return recordAudit(tx, {
    entity: change.entity,
    entityId: change.id,
    action: change.action,
    label: change.label,
    changes: auditChanges(change.before, change.after, change.ignore),
  });
}
