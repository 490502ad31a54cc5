import {
  type ApplicationModules,
  can,
  type Notifications,
  type Permission,
  type SessionUser,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_ROLES,
  type TwoFactorPolicy,
  type TwoFactorRole,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  countActiveDrafts,
  findSettingValue,
  listModuleGroups,
  listModules,
  listSettings,
  saveSetting,
} from './app.repo.ts';

/** The audit trail's module ('Napló'), under 'Adminisztráció' for users with the security permission. */
const AUDIT_MODULE = { name: 'Napló', path: '/audit-log', icon: 'history', group: 'Adminisztráció' };

/**
 * Modules that only write, by path, with the permission their screen needs: the sidebar leaves
 * them out for users who may not use them ('Új cikk' leads to 'Hozzáférés megtagadva!' otherwise).
 * Every other module lists or reports, which any signed-in user may read.
 */
const MODULE_PERMISSIONS: Record<string, Permission> = {
  '/posts/add': 'writePosts',
};

/** Whether the user may use a module: requires_admin needs is_admin, a writing module its permission. */
function mayUseModule(user: SessionUser, module: { path: string; requires_admin: number }): boolean {
  if (module.requires_admin && !can(user, 'adminModules')) return false;
  const permission = MODULE_PERMISSIONS[module.path];
  return permission === undefined || can(user, permission);
}

/**
 * Module groups and the modules this user may use (requires_admin only for is_admin users, 'Új
 * cikk' only for those who write articles), and 'Napló' for administrators (docs/product.md),
 * computed rather than stored.
 */
export async function getApplicationModules(db: Db, user: SessionUser): Promise<ApplicationModules> {
  const [groups, modules] = await Promise.all([listModuleGroups(db), listModules(db)]);
  const visible = modules.filter((m) => mayUseModule(user, m));
  const auditGroup = groups.find((g) => g.name === AUDIT_MODULE.group);
  if (auditGroup && can(user, 'security')) {
    visible.push({
      group_id: auditGroup.id,
      name: AUDIT_MODULE.name,
      path: AUDIT_MODULE.path,
      icon: AUDIT_MODULE.icon,
      requires_admin: 0,
      notification_property: null,
    });
  }
  return { groups, modules: visible };
}

/** Stored settings, with environment variables of the same name taking precedence. */
export async function getSettings(db: Db, overrides: Record<string, string>) {
  const stored = await listSettings(db);
  return stored.map((s) => (s.code in overrides ? { ...s, value: overrides[s.code] ?? s.value } : s));
}

/** Counters keyed by notification property (docs/api.md). */
export async function getNotifications(db: Db, user: SessionUser): Promise<Notifications> {
  return { drafts: await countActiveDrafts(db, user.id) };
}

/** The setting of the roles that must sign in with a second factor: role flags, comma-separated. */
export const TWO_FACTOR_POLICY_CODE = 'TWO_FACTOR_REQUIRED_ROLES';
const TWO_FACTOR_POLICY_NAME = 'Kétlépcsős azonosítás kötelező ezeknek a szerepköröknek';

/** The known roles of a list, each once, in the order of TWO_FACTOR_ROLES. */
function normalRoles(roles: readonly string[]): TwoFactorRole[] {
  return TWO_FACTOR_ROLES.filter((role) => roles.includes(role));
}

/** Which roles must sign in with a second factor (none when the setting is absent). */
export async function getTwoFactorPolicy(db: Db): Promise<TwoFactorPolicy> {
  const value = (await findSettingValue(db, TWO_FACTOR_POLICY_CODE)) ?? '';
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
      await saveSetting(tx, TWO_FACTOR_POLICY_CODE, TWO_FACTOR_POLICY_NAME, after.join(','));
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
