import {
  AUDIT_ENTITY_LABELS,
  AUDIT_PAGE,
  AUDIT_REDACTED,
  type AuditChanges,
  type AuditEntity,
  type AuditEntry,
  auditFieldLabel,
  paths,
} from '@newsroom/shared';

/** How long a value may be in a row of the list before it is shortened. */
export const SHORT_VALUE_LENGTH = 60;
/** How many fields a row of the list names; the rest are behind 'Részletek'. */
export const ROW_FIELDS = 3;

/** Where the 'Elem' of an entry links to; null: nowhere (settings, sessions). */
const ENTITY_PATHS: Record<AuditEntity, ((id: number) => string) | null> = {
  post: (id) => paths.post.href(id),
  campaign: () => paths.campaigns.href(),
  banner: () => paths.banners.href(),
  google_ad: () => paths.googleAds.href(),
  voting_widget: () => paths.polls.href(),
  user: (id) => paths.user.href(id),
  role: () => paths.roles.href(),
  settings: null,
  session: null,
  content_key: null,
  webhook: null,
  media: (id) => `${paths.media.href()}?item=${id}`,
  keyword: () => paths.keywords.href(),
  menu: () => paths.categories.href(),
  submenu: () => paths.categories.href(),
  post_type: () => paths.categories.href(),
};

/** The screen of the changed item: an article or a user itself, the list of the others. */
export function itemPath(entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string | null {
  const path = ENTITY_PATHS[entry.entity];
  return path && entry.entity_id !== null ? path(entry.entity_id) : null;
}

/** 'Cikk #12: Címe'. */
export function itemText(entry: Pick<AuditEntry, 'entity' | 'entity_id' | 'label'>): string {
  return AUDIT_PAGE.item(AUDIT_ENTITY_LABELS[entry.entity], entry.entity_id, entry.label);
}

/** Who did it: the name, else the e-mail (a failed sign-in), else the server itself. */
export function actorText(entry: Pick<AuditEntry, 'user_name' | 'user_email'>): string {
  return entry.user_name?.trim() || entry.user_email || AUDIT_PAGE.system;
}

/**
 * A value in full, as text: objects and lists as JSON (indented when `pretty`, for the full view);
 * '(üres)' for nothing.
 */
export function valueText(value: unknown, pretty = false): string {
  if (value === null || value === undefined || value === '') return AUDIT_PAGE.emptyValue;
  if (value === AUDIT_REDACTED) return AUDIT_PAGE.redacted;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value);
}

/**
 * A value for one line of the list: markup and line breaks gone, cut at `max` characters with '…'.
 * `cut` says the line does not show the value exactly as it is (the full view does).
 */
export function shortValue(value: unknown, max = SHORT_VALUE_LENGTH): { text: string; cut: boolean } {
  const full = valueText(value);
  const plain =
    full
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || AUDIT_PAGE.emptyValue;
  const text = plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
  return { text, cut: text !== full };
}

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

/**
 * What a row of the list says about a change: its first fields as `field: before → after` with
 * shortened values, how many more fields there are, and whether anything is left out (then the row
 * offers the whole change).
 */
export function changeSummary(changes: AuditChanges | null, fields = ROW_FIELDS) {
  const entries = Object.entries(changes ?? {});
  let cut = false;
  const lines: ChangeLine[] = entries.slice(0, fields).map(([field, change]) => {
    const before = shortValue(change.before);
    const after = shortValue(change.after);
    cut ||= before.cut || after.cut;
    return { field: auditFieldLabel(field), before: before.text, after: after.text };
  });
  const more = Math.max(0, entries.length - fields);
  return { lines, more, hasMore: cut || more > 0 };
}
