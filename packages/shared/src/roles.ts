import { z } from 'zod';
import { recordIdSchema, timestampSchema } from './envelope.ts';
import { flag } from './flags.ts';
import { RIGHTS, type Right } from './permissions.ts';
import { isFilled, rule } from './rules.ts';
import { ROLE_MESSAGES as m } from './strings/roles.ts';

/** Roles with named rights ('Szerepkörök'; docs/api.md, "Roles"). */

export const MAX_ROLE_NAME_LENGTH = 60;

/** What each right allows, in the words of the 'Szerepkörök' screen. */
export const RIGHT_LABELS: Record<Right, string> = {
  'articles.write_own': 'Saját cikkek írása és beküldése',
  'articles.write_all': 'Bármely cikk szerkesztése',
  'articles.publish': 'Közzététel és időzítés',
  'articles.review': 'Beküldött cikkek visszaküldése és jóváhagyása',
  'articles.delete': 'Cikkek törlése',
  'ads.manage': 'Kampányok és bannerek kezelése',
  'ad_slots.manage': 'Google hirdetések kezelése',
  'polls.manage': 'Szavazások kezelése',
  'taxonomy.manage': 'Médiatár, rovatok és címkék kezelése',
  'users.manage': 'Felhasználók kezelése',
  'roles.manage': 'Szerepkörök kezelése',
  'audit.read': 'Napló olvasása',
  'integrations.manage': 'Integrációk kezelése',
};

/** The 403 of a call that needs a right the user's role lacks, naming it. */
export function rightMissing(right: Right): string {
  return `Ehhez a(z) „${RIGHT_LABELS[right]}” (${right}) jog kell, amellyel az Ön szerepköre nem rendelkezik.`;
}

/** POST /api/roles and PUT /api/roles/{id}. */
export const roleInputSchema = z.object({
  name: z
    .string()
    .default('')
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine(isFilled, rule(m.nameMissing))
    .refine((v) => v.length <= MAX_ROLE_NAME_LENGTH, rule(m.nameTooLong)),
  rights: z
    .array(z.string().max(60))
    .max(RIGHTS.length * 2)
    .default([])
    .refine((list) => list.every((r) => (RIGHTS as readonly string[]).includes(r)), rule(m.unknownRight))
    .transform((list) => RIGHTS.filter((r) => list.includes(r))),
  /** PUT only: the last_update the form loaded; refused with 409 when the stored one differs. */
  last_update: z.string().max(40).optional(),
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const roleSchema = z
  .object({
    id: recordIdSchema,
    name: z.string(),
    rights: z.array(z.enum(RIGHTS)),
    builtin: flag.describe(
      '1: a built-in role, whose name and rights are fixed and which cannot be deleted.',
    ),
    user_count: z.number().int().describe('Active users with this role.'),
    last_update: timestampSchema,
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;
