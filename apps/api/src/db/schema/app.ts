import { bigint, boolean, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const appSettings = pgTable('app_settings', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  value: text('value').notNull().default(''),
});

export const moduleGroups = pgTable('module_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const appModules = pgTable('app_modules', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => moduleGroups.id),
  name: text('name').notNull(),
  path: text('path').notNull(),
  icon: text('icon').notNull(),
  requiresAdmin: boolean('requires_admin').notNull().default(false),
  notificationProperty: text('notification_property'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A counter per table, bumped by a statement trigger on every write to that table. Readers use it
 * to know, with one tiny query, whether a cached answer is still exact.
 */
export const dataRevisions = pgTable('data_revisions', {
  name: text('name').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/**
 * Keys the server makes itself and every instance must share (e.g. the vote cookie's signing key).
 * Never served by any call, unlike app_settings.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Counters of the failed-login throttle and the public calls' per-address limits when several
 * instances share one PostgreSQL (lib/limits.ts). The layout is the one rate-limiter-flexible's
 * PostgreSQL store reads and writes; the table is UNLOGGED (no WAL: counters need no crash safety).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * When each periodic maintenance task last ran. An instance claims a run with one conditional
 * upsert, so with several instances each run happens once (modules/uploads/upload-cleaner.ts).
 */
export const maintenanceRuns = pgTable('maintenance_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
