import {
  type RoleFlags,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_ROLES,
  type TwoFactorPolicy,
  type TwoFactorRole,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { getSettingValue, saveSettingValue } from '../app/app.service.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * The second-factor policy (docs/api.md, "Two-factor sign-in"): which roles must sign in with a
 * second factor. Kept as an application setting of its own shape (modules/app stores it).
 */

/** The setting of the roles that must sign in with a second factor: role flags, comma-separated. */
export const TWO_FACTOR_POLICY_CODE = 'TWO_FACTOR_REQUIRED_ROLES';
const TWO_FACTOR_POLICY_NAME = 'Kétlépcsős azonosítás kötelező ezeknek a szerepköröknek';

/** The known roles of a list, each once, in the order of TWO_FACTOR_ROLES. */
function normalRoles(roles: readonly string[]): TwoFactorRole[] {
  return TWO_FACTOR_ROLES.filter((role) => roles.includes(role));
}

/** Which roles must sign in with a second factor (none when the setting is absent). */
export async function getTwoFactorPolicy(db: Db): Promise<TwoFactorPolicy> {
  const value = (await getSettingValue(db, TWO_FACTOR_POLICY_CODE)) ?? '';
  return { required_roles: normalRoles(value.split(',').map((role) => role.trim())) };
}

/** PUT /api/settings/two-factor: stores the policy and audits the change (nothing when unchanged). */
export async function saveTwoFactorPolicy(
  db: Db,
  policy: TwoFactorPolicy,
): Promise<{ policy: TwoFactorPolicy; message: string }> {
  const after = normalRoles(policy.required_roles);
  return inTransaction(db, async (tx) => {
    const before = (await getTwoFactorPolicy(tx)).required_roles;
    if (before.join(',') !== after.join(',')) {
      await saveSettingValue(tx, TWO_FACTOR_POLICY_CODE, TWO_FACTOR_POLICY_NAME, after.join(','));
      await recordAudit(tx, {
        entity: 'settings',
        entityId: null,
        action: 'update',
        label: TWO_FACTOR_POLICY_NAME,
        changes: { required_roles: { before, after } },
      });
    }
    return { policy: { required_roles: after }, message: TWO_FACTOR_MESSAGES.policySaved };
  });
}

/** Whether one of the user's role flags is in the policy's required roles. */
export async function isTwoFactorRequired(db: Db, user: RoleFlags): Promise<boolean> {
  const { required_roles } = await getTwoFactorPolicy(db);
  return required_roles.some((role) => Boolean(user[role]));
}
