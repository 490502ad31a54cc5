import {
  type ApplicationModules,
  type AppSetting,
  can,
  type Notifications,
  type Permission,
  paths,
  type SessionUser,
} from '@newsroom/shared';
import type { SettingSources } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { countUnreadMentions } from '../inbox/inbox.service.ts';
import {
  countActiveDrafts,
  countDraftsIn,
  findModuleGroupId,
  findSettingValue,
  hasModuleGroups,
  hasModuleWithPath,
  insertMissingSettings,
  insertModule,
  insertModuleGroup,
  listModuleGroups,
  listModules,
  listSettings,
  nextGroupSortOrder,
  nextModuleSortOrder,
  saveSetting,
} from './app.repo.ts';

/** The audit trail's module ('Napló'), under 'Adminisztráció' for users with audit.read. */
const AUDIT_MODULE = { name: 'Napló', path: paths.auditLog.path, icon: 'history', group: 'Adminisztráció' };

/**
 * Modules that only write, by path, with the permission their screen needs: the sidebar leaves
 * them out for users who may not use them ('Új cikk' leads to 'Hozzáférés megtagadva!' otherwise).
 * Every other module lists or reports, which any signed-in user may read.
 */
const MODULE_PERMISSIONS: Record<string, Permission> = {
  [paths.newPost.path]: 'writePosts',
  // Only a writer ever has a draft.
  [paths.drafts.path]: 'writePosts',
  [paths.reviewDesk.path]: 'reviewPosts',
  [paths.returnedDesk.path]: 'writePosts',
  [paths.integrations.path]: 'integrations',
  [paths.roles.path]: 'manageRoles',
  [paths.publishChecklist.path]: 'manageRoles',
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
  if (auditGroup && can(user, 'readAudit')) {
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

/**
 * Values that older seeds stored and that now mean "not set": databases seeded before the embedded
 * reader site kept 'http://localhost:8080' as PUBLIC_SITE_URL, which named no site.
 */
const FORMER_SEEDS: Record<string, string> = { PUBLIC_SITE_URL: 'http://localhost:8080' };

/** A setting's value as every reader sees it: its environment variable, its stored value, its default. */
function effectiveValue(setting: AppSetting, { overrides, defaults }: SettingSources): string {
  const override = overrides[setting.code];
  if (override !== undefined) return override;
  const fallback = defaults[setting.code];
  const unset = setting.value === '' || setting.value === FORMER_SEEDS[setting.code];
  return fallback !== undefined && unset ? fallback : setting.value;
}

/**
 * The settings as the app serves and uses them (GET /api/app-settings, the web app's links, the
 * content API's, the feeds' and the previews' URLs, the CSP): an environment variable of the same
 * name wins; then a stored value; an empty one (or an older seed's) takes the setting's default,
 * e.g. PUBLIC_SITE_URL the embedded reader site's address.
 */
export async function getSettings(db: Db, sources: SettingSources): Promise<AppSetting[]> {
  const stored = await listSettings(db);
  return stored.map((s) => ({ ...s, value: effectiveValue(s, sources) }));
}

/**
 * Counters keyed by notification property (docs/api.md): one's drafts; the submitted drafts waiting
 * for a reviewer (0 for those who do not review); one's returned drafts; one's unread mentions.
 */
export async function getNotifications(db: Db, user: SessionUser): Promise<Notifications> {
  const [drafts, review, returned, mentions] = await Promise.all([
    countActiveDrafts(db, user.id),
    can(user, 'reviewPosts') ? countDraftsIn(db, 'submitted') : 0,
    countDraftsIn(db, 'returned', user.id),
    countUnreadMentions(db, user.id),
  ]);
  return { drafts, review, returned, mentions };
}

/** One stored setting's value, or undefined when the row is absent (the two-factor policy's). */
export function getSettingValue(db: Db, code: string): Promise<string | undefined> {
  return findSettingValue(db, code);
}

/** Writes one setting, adding its row (with its name) when absent; `db` may be a transaction. */
export async function saveSettingValue(db: Db, code: string, name: string, value: string): Promise<void> {
  await saveSetting(db, code, name, value);
}

// ---------------------------------------------------------------- reference data (bootstrap.ts)

/** A sidebar module as seeded: name, path, icon, requires_admin, notification property. */
type SeedModule = [name: string, path: string, icon: string, requiresAdmin?: boolean, notification?: string];

const MODULE_GROUPS: Array<{ name: string; modules: SeedModule[] }> = [
  {
    name: 'Cikkek',
    modules: [
      ['Cikkek', paths.posts.path, 'article'],
      ['Piszkozatok', paths.drafts.path, 'drafts', false, 'drafts'],
      ['Jóváhagyásra vár', paths.reviewDesk.path, 'checks', false, 'review'],
      ['Visszaküldve nekem', paths.returnedDesk.path, 'arrow-back', false, 'returned'],
      ['Új cikk', paths.newPost.path, 'file-plus'],
    ],
  },
  {
    name: 'Riportok',
    modules: [
      ['Cikk típus', paths.postTypeReport.path, 'chart-pie'],
      ['Cikk darabszám', paths.postCountReport.path, 'chart-bar'],
      ['Látogatók', paths.postVisitors.path, 'eye'],
    ],
  },
  {
    name: 'Hirdetések',
    modules: [
      ['Kampányok', paths.campaigns.path, 'speakerphone'],
      ['Bannerek', paths.banners.path, 'photo'],
      ['Google hirdetések', paths.googleAds.path, 'ad'],
    ],
  },
  {
    name: 'Tartalom',
    modules: [
      ['Médiatár', paths.media.path, 'library-photo'],
      ['Rovatok', paths.categories.path, 'category'],
      ['Címkék', paths.keywords.path, 'tags'],
    ],
  },
  { name: 'Eszközök', modules: [['Szavazások', paths.polls.path, 'list-check']] },
  {
    name: 'Adminisztráció',
    modules: [
      ['Felhasználók', paths.users.path, 'users', true],
      ['Integrációk', paths.integrations.path, 'plug'],
      ['Szerepkörök', paths.roles.path, 'shield'],
      ['Közzétételi lista', paths.publishChecklist.path, 'checklist'],
    ],
  },
];

/**
 * Modules of MODULE_GROUPS added after databases were first seeded, by path: seedSidebarModules adds
 * each, with its group, to a database that lacks it (a module an operator moved to another group
 * stays where it is).
 */
const ADDED_MODULE_PATHS: readonly string[] = [
  paths.integrations.path,
  paths.roles.path,
  paths.reviewDesk.path,
  paths.returnedDesk.path,
  paths.publishChecklist.path,
  paths.media.path,
  paths.categories.path,
  paths.keywords.path,
];
const ADDED_MODULES = MODULE_GROUPS.flatMap((group) =>
  group.modules
    .filter(([, path]) => ADDED_MODULE_PATHS.includes(path))
    .map((module) => ({ group: group.name, module })),
);

const SETTINGS: AppSetting[] = [
  { code: 'REDIRECT_AFTER_LOGIN', name: 'Átirányítás bejelentkezés után', value: '' },
  // Empty: the embedded reader site's address (SITE_PORT), getSettings.
  { code: 'PUBLIC_SITE_URL', name: 'A nyilvános oldal címe', value: '' },
  {
    code: 'ANALYTICS_URL',
    name: 'Az Analytics webes felülete',
    value: 'https://analytics.google.com/analytics/web/',
  },
  { code: 'ANALYTICS_CLIENT_ID', name: 'Analytics kliens azonosító', value: '' },
  { code: 'ANALYTICS_PROPERTY_ID', name: 'Analytics tulajdon azonosító', value: '' },
  {
    code: 'ANALYTICS_API_URL',
    name: 'Az Analytics adat API címe',
    value: 'https://analyticsdata.googleapis.com',
  },
  { code: 'DEVELOPER_SITE_URL', name: 'A fejlesztő oldala', value: paths.about.path },
];

/**
 * Seeds the sidebar's module groups and modules when there is no group yet; otherwise adds the
 * modules of ADDED_MODULES that are missing (so running it again changes nothing).
 */
export async function seedSidebarModules(tx: Db): Promise<void> {
  if (await hasModuleGroups(tx)) {
    await ensureAddedModules(tx);
    return;
  }
  let order = 0;
  for (const [gi, group] of MODULE_GROUPS.entries()) {
    const groupId = await insertModuleGroup(tx, group.name, gi);
    if (groupId === undefined) continue;
    for (const module of group.modules) await insertSeedModule(tx, groupId, module, order++);
  }
}

/** Stores one seeded module in a group at a place of the order. */
function insertSeedModule(tx: Db, groupId: number, module: SeedModule, sortOrder: number) {
  const [name, path, icon, requiresAdmin = false, notificationProperty] = module;
  return insertModule(tx, {
    groupId,
    name,
    path,
    icon,
    requiresAdmin,
    notificationProperty: notificationProperty ?? null,
    sortOrder,
  });
}

/** Adds each module of ADDED_MODULES whose path no module has, last in its group (made if missing). */
async function ensureAddedModules(tx: Db): Promise<void> {
  for (const { group, module } of ADDED_MODULES) {
    if (await hasModuleWithPath(tx, module[1])) continue;
    const groupId =
      (await findModuleGroupId(tx, group)) ??
      (await insertModuleGroup(tx, group, await nextGroupSortOrder(tx)));
    if (groupId === undefined) continue;
    await insertSeedModule(tx, groupId, module, await nextModuleSortOrder(tx));
  }
}

/** Adds the settings that are missing; a value an operator changed stays. */
export async function seedSettings(tx: Db): Promise<void> {
  await insertMissingSettings(tx, SETTINGS);
}
