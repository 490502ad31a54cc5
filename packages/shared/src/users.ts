import { z } from 'zod';
import { type Flag, flagInput } from './flags.ts';
import { pageSchema, perPageSchema } from './ids.ts';

/** An empty query value ('is_admin=') means the filter is not set. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The shortest password the server accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/** GET /api/users query (SPEC.md point 2: User list). */
export const userFilterSchema = z.object({
  /** Part of the name, in either order ('Kiss Anna' or 'Anna Kiss'). */
  q: optionalQuery(z.string().trim().max(200)),
  /** Part of the e-mail address. */
  email: optionalQuery(z.string().trim().max(200)),
  is_admin: optionalQuery(z.enum(['0', '1'])),
  include_inactive: optionalQuery(z.enum(['0', '1'])),
  page: pageSchema,
  per_page: perPageSchema,
});
export type UserFilter = z.output<typeof userFilterSchema>;

/**
 * POST /api/users/add and PUT /api/users/{id}. Required fields are checked by the service (after
 * the permission check), which answers 'Töltse ki a megjelölt mezőket!' with `errors` per field.
 * is_administrator and is_developer are not editable through the API and are ignored.
 */
export const userInputSchema = z.object({
  first_name: z.string().max(100).default(''),
  last_name: z.string().max(100).default(''),
  email: z.string().max(255).default(''),
  /** Required for a new user; empty or absent on an update leaves the password unchanged. */
  password: z.string().max(1_000).nullable().optional(),
  /** Checked against password when sent. */
  confirm_password: z.string().max(1_000).nullable().optional(),
  /** Default 0 for a new user; absent on an update = unchanged. */
  is_admin: flagInput.optional(),
  /** Default 1 for a new user; absent on an update = unchanged. */
  is_active: flagInput.optional(),
  /** PUT only: the last_update the form loaded; refused with 409 when the stored one differs. */
  last_update: z.string().max(40).optional(),
  /** PUT only: 1 when a user saves their own account (only first_name, last_name and email are taken). */
  myaccount: flagInput.optional(),
});
export type UserInput = z.input<typeof userInputSchema>;

/** PUT /api/users/{id} with myaccount: 1 (the 'Account data' screen). */
export const myAccountSchema = z.object({
  first_name: z.string().max(100).default(''),
  last_name: z.string().max(100).default(''),
  email: z.string().max(255).default(''),
  last_update: z.string().max(40).optional(),
  myaccount: z.union([z.literal(1), z.literal(true)]),
});
export type MyAccountInput = z.input<typeof myAccountSchema>;

/** PUT /api/users/{id}/change-password. */
export const changePasswordSchema = z.object({
  password: z.string().max(1_000).default(''),
  confirm_password: z.string().max(1_000).nullable().optional(),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** One row of GET /api/users. */
export interface UserListItem {
  id: number;
  /** Last name, then first name. */
  full_name: string;
  email: string;
  is_admin: Flag;
  is_active: Flag;
  last_update: string;
}

/** GET /api/users/{id}, and the data of every user write. Never the password. */
export interface UserDetails {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  is_admin: Flag;
  is_administrator: Flag;
  is_developer: Flag;
  is_active: Flag;
  created_by: number | null;
  updated_by: number | null;
  creation_date: string;
  last_update: string;
}
