import { z } from 'zod';
import { okReplySchema, timestampSchema } from './envelope.ts';
import { flag } from './flags.ts';
import { loginReplySchema } from './replies/session.ts';

/**
 * Two-factor sign-in (docs/product.md, "Kétlépcsős azonosítás"): the second step of a sign-in, the
 * account's set-up, recovery codes and the per-role policy.
 */

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
