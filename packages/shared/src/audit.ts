import { z } from 'zod';
import { pagedQuerySchema, recordIdSchema, timestampSchema } from './envelope.ts';
import { optionalIdQuery, optionalQuery } from './ids.ts';
import { dateOnlySchema } from './posts.ts';

/**
 * The audit trail's vocabulary (docs/product.md, "Napló"): what an entry is about, what happened,
 * the filter of the list and an entry as the API answers it. The server writes and the web app reads
 * with these same definitions.
 */

/** What an audit entry is about. 'session' covers sign-ins, sign-outs and revoked sessions. */
export const AUDIT_ENTITIES = [
  'post',
  'campaign',
  'banner',
  'google_ad',
  'voting_widget',
  'user',
  'role',
  'settings',
  'session',
  'content_key',
  'webhook',
  'menu',
  'submenu',
  'post_type',
  'media',
  'keyword',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What happened: the writes of the back office, then the security events. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'restore',
  'submit',
  'return',
  'approve',
  'correction',
  'right_item',
  'remove_all',
  'merge',
  'login',
  'login_failed',
  'logout',
  'password_change',
  'two_factor_on',
  'two_factor_off',
  'two_factor_reset',
  'session_revoked',
  'throttle_lock',
  'login_backstop',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The value an entry shows instead of a secret (a password, a token): only that it changed. */
export const AUDIT_REDACTED = 'changed';

/** One field's change: its value before and after (null when it did not exist). */
export const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
/** `{field: {before, after}}`, only the fields that changed. */
export const auditChangesSchema = z.record(z.string(), auditChangeSchema);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** `GET /api/audit-log` query: every filter optional, the newest entry first. */
export const auditFilterSchema = pagedQuerySchema({
  user_id: optionalIdQuery,
  entity: optionalQuery(z.enum(AUDIT_ENTITIES)),
  entity_id: optionalIdQuery,
  action: optionalQuery(z.enum(AUDIT_ACTIONS)),
  date_from: optionalQuery(dateOnlySchema),
  date_to: optionalQuery(dateOnlySchema),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

/** One entry of the audit trail. */
export const auditEntrySchema = z
  .object({
    id: recordIdSchema,
    at: timestampSchema,
    user_id: z
      .number()
      .int()
      .nullable()
      .describe('Who did it; null for the server itself or an unknown e-mail.'),
    user_name: z.string().nullable().describe('Their name as it is now.'),
    user_email: z.string().nullable().describe('Their e-mail, or the e-mail tried at a failed sign-in.'),
    address: z.string().nullable().describe('The client address of the request.'),
    entity: z.enum(AUDIT_ENTITIES),
    entity_id: z.number().int().nullable(),
    label: z.string().nullable().describe("The item's title or name at the time."),
    action: z.enum(AUDIT_ACTIONS),
    changes: auditChangesSchema.nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
