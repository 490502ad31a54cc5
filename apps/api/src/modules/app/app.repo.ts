import type { AppModule, AppSetting, ModuleGroup, WorkflowStatus } from '@newsroom/shared';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appModules, appSettings, moduleGroups, posts } from '../../db/schema/index.ts';

export async function listModuleGroups(db: Db): Promise<ModuleGroup[]> {
  return db
    .select({ id: moduleGroups.id, name: moduleGroups.name })
    .from(moduleGroups)
    .orderBy(asc(moduleGroups.sortOrder), asc(moduleGroups.id));
}

export async function listModules(db: Db): Promise<AppModule[]> {
  const rows = await db
    .select({
      groupId: appModules.groupId,
      name: appModules.name,
      path: appModules.path,
      icon: appModules.icon,
      requiresAdmin: appModules.requiresAdmin,
      notificationProperty: appModules.notificationProperty,
    })
    .from(appModules)
    .orderBy(asc(appModules.sortOrder), asc(appModules.id));
  return rows.map((r) => ({
    group_id: r.groupId,
    name: r.name,
    path: r.path,
    icon: r.icon,
    requires_admin: r.requiresAdmin ? 1 : 0,
    notification_property: r.notificationProperty,
  }));
}

export async function listSettings(db: Db): Promise<AppSetting[]> {
  return db
    .select({ code: appSettings.code, name: appSettings.name, value: appSettings.value })
    .from(appSettings)
    .orderBy(asc(appSettings.code));
}

export async function countActiveDrafts(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.isActive, true), eq(posts.menuType, 'draft')));
  return row?.n ?? 0;
}

/** Active drafts in a review state: everyone's, or one author's (posts_workflow_idx). */
export async function countDraftsIn(db: Db, status: WorkflowStatus, userId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(
      and(
        eq(posts.menuType, 'draft'),
        eq(posts.isActive, true),
        eq(posts.workflowStatus, status),
        userId === undefined ? undefined : eq(posts.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/** One stored setting's value, or undefined when the row is absent. */
export async function findSettingValue(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.code, code))
    .limit(1);
  return row?.value;
}

/** Writes one setting, adding its row (with its name) when absent. */
export async function saveSetting(db: Db, code: string, name: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ code, name, value })
    .onConflictDoUpdate({ target: appSettings.code, set: { value } });
}

/** Whether the sidebar has a module group (reference data is seeded only into an empty table). */
export async function hasModuleGroups(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(moduleGroups);
  return (row?.n ?? 0) !== 0;
}

/** Adds a module group; answers its id. */
export async function insertModuleGroup(
  db: Db,
  name: string,
  sortOrder: number,
): Promise<number | undefined> {
  const [row] = await db.insert(moduleGroups).values({ name, sortOrder }).returning({ id: moduleGroups.id });
  return row?.id;
}

/** The id of the module group of this name (the lowest when several), or undefined. */
export async function findModuleGroupId(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: moduleGroups.id })
    .from(moduleGroups)
    .where(eq(moduleGroups.name, name))
    .orderBy(asc(moduleGroups.id))
    .limit(1);
  return row?.id;
}

/** Whether a sidebar module leads to this path. */
export async function hasModuleWithPath(db: Db, path: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(appModules).where(eq(appModules.path, path));
  return (row?.n ?? 0) !== 0;
}

/** The sort order after every module's: a module added with it comes last. */
export async function nextModuleSortOrder(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(appModules.sortOrder) }).from(appModules);
  return (row?.last ?? -1) + 1;
}

/** The sort order after every group's. */
export async function nextGroupSortOrder(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(moduleGroups.sortOrder) }).from(moduleGroups);
  return (row?.last ?? -1) + 1;
}

export async function insertModule(db: Db, module: typeof appModules.$inferInsert): Promise<void> {
  await db.insert(appModules).values(module);
}

/** Adds the settings whose code is not stored yet; stored values stay. */
export async function insertMissingSettings(db: Db, settings: AppSetting[]): Promise<void> {
  await db.insert(appSettings).values(settings).onConflictDoNothing();
}
