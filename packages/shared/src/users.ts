import { z } from 'zod';
import { pagedQuerySchema } from './envelope.ts';
import { flagInput } from './flags.ts';
import { flagQuery, optionalQuery } from './ids.ts';
import { addRuleIssue, isFilled, type RuleContext, rule } from './rules.ts';
import { USER_FORM_MESSAGES } from './strings/users.ts';
import { USER_SERVER_MESSAGES } from './strings/users-server.ts';

/** The shortest password the server accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/** GET /api/users query (docs/product.md: User list). */
export const userFilterSchema = pagedQuerySchema({
  /** Part of the name, in either order ('Kiss Anna' or 'Anna Kiss'). */
  q: optionalQuery(z.string().trim().max(200)),
  /** Part of the e-mail address. */
  email: optionalQuery(z.string().trim().max(200)),
  is_admin: flagQuery,
  /** Only the users of this role. */
  role_id: optionalQuery(z.coerce.number().int().positive().max(2_147_483_647)),
  include_inactive: flagQuery,
});
export type UserFilter = z.output<typeof userFilterSchema>;

/**
 * The body of POST /api/users/add and PUT /api/users/{id} as the routes read it: the fields and
 * their types. Which are required depends on the call and on who makes it, so the service checks
 * the body against newUserSchema, userUpdateSchema or myAccountSchema after the permission check.
 * The role is `role_id`; is_admin alone (the product's (docs/product.md) 'Administrator' checkbox) moves the user to the
 * role of their other flags with or without is_admin. is_administrator and is_developer are derived
 * from the role and ignored here.
 */
export const userInputSchema = z.object({
  first_name: z.string().max(100).default(''),
  last_name: z.string().max(100).default(''),
  /** null (what a reader who may not see addresses is sent) counts as empty. */
  email: z
    .string()
    .max(255)
    .nullish()
    .transform((v) => v ?? ''),
  /** Required for a new user; empty or absent on an update leaves the password unchanged. */
  password: z.string().max(1_000).nullable().optional(),
  /** Checked against password when sent. */
  confirm_password: z.string().max(1_000).nullable().optional(),
  /** The user's role (GET /api/roles); it wins over is_admin. Default for a new user: 'Olvasó', or 'Szerkesztő' with is_admin: 1. */
  role_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
  /** Absent on an update = unchanged. */
  is_admin: flagInput.optional(),
  /** Default 1 for a new user; absent on an update = unchanged. */
  is_active: flagInput.optional(),
  /** PUT only: the last_update the form loaded; refused with 409 when the stored one differs. */
  last_update: z.string().max(40).optional(),
  /** PUT only: 1 when a user saves their own account (only first_name, last_name and email are taken). */
  myaccount: flagInput.optional(),
});
export type UserInput = z.input<typeof userInputSchema>;

/** The messages of the user rules: the server's (USER_SERVER_MESSAGES) or the screens' (USER_FORM_MESSAGES). */
export interface UserRuleMessages {
  invalid: string;
  invalidEmail: string;
  passwordTooShort: string;
  passwordMismatch: string;
}

/** Something@something, without spaces: catches a mistyped address, never refuses a working one. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * The rules of a user's writes, worded with `m`: first name, last name and e-mail (a plausible
 * address) are required; a password has at least MIN_PASSWORD_LENGTH characters and is required
 * where `passwordRequired`; once a password is entered the confirmation is required and must match
 * (a confirmation that is not sent at all is not checked).
 */
function userSchemas(m: UserRuleMessages) {
  const name = z.string().trim().max(100).default('').refine(isFilled, rule(m.invalid));
  const account = {
    first_name: name,
    last_name: name,
    email: z
      .string()
      .trim()
      .max(255)
      .default('')
      .refine(isFilled, rule(m.invalid))
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), rule(m.invalidEmail)),
  };
  const password = (passwordRequired: boolean) =>
    z
      .string()
      .max(1_000)
      .nullish()
      .transform((v) => v ?? '')
      .refine((v) => v !== '' || !passwordRequired, rule(m.invalid))
      .refine((v) => v === '' || v.length >= MIN_PASSWORD_LENGTH, rule(m.passwordTooShort));
  const confirmationRule =
    (checkMatch: boolean) =>
    (ctx: { value: { password: string; confirm_password?: string | null } } & RuleContext) => {
      const { password: entered, confirm_password: confirm } = ctx.value;
      if (confirm === undefined || confirm === null) return;
      if (entered !== '' && confirm === '') addRuleIssue(ctx, ['confirm_password'], m.invalid);
      else if (checkMatch && confirm !== entered) addRuleIssue(ctx, ['confirm_password'], m.passwordMismatch);
    };
  const confirmation = confirmationRule(true);
  const passwords = (passwordRequired: boolean) => ({
    password: password(passwordRequired),
    confirm_password: z.string().max(1_000).nullish(),
  });
  const flags = {
    is_admin: flagInput.optional(),
    is_active: flagInput.optional(),
    role_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
  };
  const lastUpdate = z.string().max(40).optional();
  return {
    /** POST /api/users/add: the password is required. */
    newUser: z.object({ ...account, ...passwords(true), ...flags }).check(confirmation),
    /** PUT /api/users/{id} by an administrator: an empty password leaves it unchanged. */
    userUpdate: z
      .object({ ...account, ...passwords(false), ...flags, last_update: lastUpdate })
      .check(confirmation),
    /** PUT /api/users/{id} with myaccount: 1 (the 'Account data' screen): names and e-mail only. */
    myAccount: z.object({
      ...account,
      last_update: lastUpdate,
      myaccount: z.union([z.literal(1), z.literal(true)]),
    }),
    /** PUT /api/users/{id}/change-password. */
    changePassword: z.object(passwords(true)).check(confirmation),
    /**
     * The 'Password change' screen: the same rules but the match, which that screen leaves to the
     * server (docs/product.md: the server answers a mismatch).
     */
    changePasswordScreen: z.object(passwords(true)).check(confirmationRule(false)),
  };
}

const serverRules = userSchemas(USER_SERVER_MESSAGES);
/** POST /api/users/add, checked by the service (users.service.ts). */
export const newUserSchema = serverRules.newUser;
/** PUT /api/users/{id} by an administrator, checked by the service. */
export const userUpdateSchema = serverRules.userUpdate;
/** PUT /api/users/{id} with myaccount: 1, checked by the service. */
export const myAccountSchema = serverRules.myAccount;
export type MyAccountInput = z.input<typeof myAccountSchema>;
/**
 * The body of PUT /api/users/{id}/change-password as the route reads it. Only one's own password
 * changes, so the service checks the body against newPasswordSchema after the permission check.
 */
export const changePasswordSchema = z.object({
  password: z.string().max(1_000).default(''),
  confirm_password: z.string().max(1_000).nullable().optional(),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
/** PUT /api/users/{id}/change-password, checked by the service. */
export const newPasswordSchema = serverRules.changePassword;

/** The same rules worded for the user, account and password screens. */
export const USER_FORM_SCHEMAS = userSchemas(USER_FORM_MESSAGES);
