import { z } from 'zod';
import { okReplySchema, pagedQuerySchema, recordIdSchema, timestampSchema } from './envelope.ts';
import { flag } from './flags.ts';
import { optionalIdQuery, optionalQuery } from './ids.ts';
import { dateOnlySchema } from './posts.ts';
import { loginReplySchema } from './replies/session.ts';

/**
 * Accountability and account security (docs/product.md, "Napló", "Kétlépcsős azonosítás",
 * "Munkamenetek"): the audit trail's vocabulary, the second factor's calls and the session list.
 * The server writes and the web app reads with these same definitions.
 */

// ---------------------------------------------------------------- audit trail

/** What an audit entry is about. 'session' covers sign-ins, sign-outs and revoked sessions. */
export const AUDIT_ENTITIES = [
  'post',
  'campaign',
  'banner',
  'google_ad',
  'voting_widget',
  'user',
  'settings',
  'session',
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
  'right_item',
  'remove_all',
  'login',
  'login_failed',
  'logout',
  'password_change',
  'two_factor_on',
  'two_factor_off',
  'two_factor_reset',
  'session_revoked',
  'throttle_lock',
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

// ---------------------------------------------------------------- two-factor sign-in

/** A TOTP code (6 digits) or a recovery code (letters and digits, a hyphen allowed). */
export const secondFactorCodeSchema = z.string().trim().min(1).max(32);

/** POST /api/login's answer to a user with a second factor (or one who must set it up): no token yet. */
export const loginChallengeReplySchema = z.object({
  status: z.literal('ok'),
  two_factor_required: z.literal(true),
  /** true: the user's role requires a second factor they have not set up; set it up first. */
  two_factor_setup: z.boolean(),
  challenge: z
    .string()
    .describe('Send with the code to POST /api/login/two-factor within 5 minutes; it works once.'),
});
export type LoginChallengeReply = z.infer<typeof loginChallengeReplySchema>;

/** POST /api/login/two-factor body. */
export const loginTwoFactorRequestSchema = z.object({
  challenge: z.string().trim().min(1).max(200),
  code: secondFactorCodeSchema,
});
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorRequestSchema>;

/**
 * POST /api/login/two-factor: the usual sign-in reply (the token); after a set-up at sign-in
 * (`two_factor_setup: true`) it also carries the new recovery codes, shown once.
 */
export const loginTwoFactorReplySchema = loginReplySchema.extend({
  recovery_codes: z
    .array(z.string())
    .optional()
    .describe('Only when the second factor was set up with this sign-in: the one-time recovery codes.'),
});
export type LoginTwoFactorReply = z.infer<typeof loginTwoFactorReplySchema>;

/** POST /api/login/two-factor/setup body: the challenge of a user who must set up a second factor. */
export const loginChallengeRequestSchema = z.object({ challenge: z.string().trim().min(1).max(200) });

/** A new secret to scan: the QR code is an SVG drawn by the server, the secret for typing it in. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorSetupReplySchema = okReplySchema(twoFactorSetupSchema);

/** The one-time recovery codes, shown once when the second factor is turned on. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export const recoveryCodesReplySchema = okReplySchema(recoveryCodesSchema);

/** POST /api/user/two-factor/enable body: one current code of the new secret. */
export const twoFactorEnableRequestSchema = z.object({ code: secondFactorCodeSchema });

/** POST /api/user/two-factor/disable body: a current code (or a recovery code) or the password. */
export const twoFactorDisableRequestSchema = z
  .object({
    code: secondFactorCodeSchema.optional(),
    password: z.string().min(1).max(1024).optional(),
  })
  .refine((v) => v.code !== undefined || v.password !== undefined, { path: ['code'] });

/** GET /api/user/two-factor: the signed-in user's second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: flag,
  /** Whether one of the user's roles requires it (then it cannot be turned off). */
  required: flag,
  enabled_at: timestampSchema.nullable(),
  recovery_codes_left: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorStatusReplySchema = okReplySchema(twoFactorStatusSchema);

/** The roles that may be required to sign in with a second factor. */
export const TWO_FACTOR_ROLES = ['is_administrator', 'is_developer', 'is_admin'] as const;
export type TwoFactorRole = (typeof TWO_FACTOR_ROLES)[number];

/** GET and PUT /api/settings/two-factor. */
export const twoFactorPolicySchema = z.object({ required_roles: z.array(z.enum(TWO_FACTOR_ROLES)).max(3) });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
export const twoFactorPolicyReplySchema = okReplySchema(twoFactorPolicySchema);

/** How many recovery codes a user receives. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in challenge works, in seconds. */
export const LOGIN_CHALLENGE_SECONDS = 300;

// ---------------------------------------------------------------- sessions

/** One of the signed-in user's active sessions. */
export const userSessionSchema = z
  .object({
    id: recordIdSchema,
    created_at: timestampSchema,
    last_used_at: timestampSchema,
    expires_at: timestampSchema,
    address: z.string().nullable(),
    user_agent: z.string().nullable(),
    /** The browser and system read from the User-Agent ('Chrome 131 · Windows'), or null. */
    browser: z.string().nullable(),
    /** 1 for the session of the request itself ("this device"). */
    current: flag,
  })
  .meta({ id: 'UserSession' });
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionsReplySchema = okReplySchema(z.array(userSessionSchema));

/** POST /api/user/sessions/revoke-others: how many sessions ended. */
export const revokedSessionsReplySchema = okReplySchema(z.object({ revoked: z.number().int().min(0) }));
