import { type ApplicationModules, can, type Notifications, type SessionUser } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { countActiveDrafts, listModuleGroups, listModules, listSettings } from './app.repo.ts';

/** The audit trail's module ('Napló'), under 'Adminisztráció' for users with the security permission. */
const AUDIT_MODULE = { name: 'Napló', path: '/audit-log', icon: 'history', group: 'Adminisztráció' };

/**
 * Module groups and the modules this user may see (requires_admin only for is_admin users), and
 * 'Napló' for administrators (docs/product.md), computed rather than stored.
 */
export async function getApplicationModules(db: Db, user: SessionUser): Promise<ApplicationModules> {
  const [groups, modules] = await Promise.all([listModuleGroups(db), listModules(db)]);
  const visible = modules.filter((m) => !m.requires_admin || can(user, 'adminModules'));
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
