// The table-ownership check (scripts/check-layers.mjs) on small trees: each rule broken once must be
// reported by its name, and a tree that keeps them must pass. The import rules are
// .dependency-cruiser.cjs's (scripts/dependency-cruiser.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers, OWNER_EXCEPTIONS, readTables } from './check-layers.mjs';
import { removeTrees, repoRoot, type Tree, writeTree } from './test-tree.ts';

afterEach(removeTrees);

const SCHEMA = 'apps/api/src/db/schema';
const MODULES = 'apps/api/src/modules';

/** Modules each writing their own tables, and the tables OWNER_EXCEPTIONS names with their owners. */
const CLEAN: Tree = {
  [`${SCHEMA}/index.ts`]: "export * from './polls.ts';\nexport * from './app.ts';\n",
  [`${SCHEMA}/polls.ts`]:
    "export const polls = pgTable('polls', {});\nexport const pollItems = pgTable(\n  'poll_items',\n  {},\n);\n",
  [`${SCHEMA}/app.ts`]:
    "export const appSettings = pgTable('app_settings', {});\n" +
    "export const rateLimits = pgTable('rate_limits', {});\n" +
    "export const maintenanceRuns = pgTable('maintenance_runs', {});\n",
  [`${SCHEMA}/post-counts.ts`]:
    "export const postCounts = pgTable('post_counts', {});\n" +
    "export const archiveUpgradeState = pgTable('archive_upgrade_state', {});\n",
  [`${SCHEMA}/columns.ts`]: 'export const id = 1;\n',
  [`${MODULES}/polls/polls.repo.ts`]:
    'export const add = (db) => db.insert(polls).values({});\n' +
    'export const edit = (tx) => tx\n  .update(pollItems)\n  .set({});\n' +
    'export const drop = (db) => db.execute(sql`delete from poll_items where id = 1`);\n' +
    '// reads the app settings: db.select().from(appSettings)\n',
  [`${MODULES}/polls/polls.service.ts`]: 'export const save = (db) => db.transaction((tx) => add(tx));\n',
  [`${MODULES}/app/app.repo.ts`]: 'export const set = (db) => db.update(appSettings).set({});\n',
  [`${MODULES}/uploads/uploads.repo.ts`]:
    'export const claim = (db) => db.execute(sql`insert into maintenance_runs (name) values (1)\n' +
    '  on conflict (name) do update set last_run_at = now()`);\n',
  'apps/api/src/lib/limits.ts': "const TABLE = 'rate_limits';\n",
  [`${MODULES}/posts/post-counts.repo.ts`]: 'export const read = (db) => db.select().from(postCounts);\n',
  'apps/api/src/db/archive-upgrade.ts':
    'export const step = (db) => db.execute(sql`update archive_upgrade_state set n = 1`);\n',
};

const rules = (tree: Tree) => checkLayers(writeTree(tree, 'layers-')).map((p) => `${p.rule} ${p.file}`);

describe('checkLayers', () => {
  it('passes a tree where each repository writes its own tables and services own transactions', () => {
    expect(rules(CLEAN)).toEqual([]);
  });

  it('reads every table of the schema files, owned by the module named like its file', () => {
    const tables = readTables(writeTree(CLEAN));
    expect(tables.map((t) => `${t.name}:${t.sqlName}:${t.owner}`).sort()).toEqual([
      'appSettings:app_settings:app',
      'archiveUpgradeState:archive_upgrade_state:apps/api/src/db/archive-upgrade.ts',
      'maintenanceRuns:maintenance_runs:uploads',
      'pollItems:poll_items:polls',
      'polls:polls:polls',
      'postCounts:post_counts:posts',
      'rateLimits:rate_limits:apps/api/src/lib/limits.ts',
    ]);
  });

  it("table-owner: a repository that writes another module's table through Drizzle", () => {
    const tree = {
      ...CLEAN,
      [`${MODULES}/app/app.repo.ts`]: 'export const f = (db) =>\n  db.delete(polls);\n',
    };
    expect(rules(tree)).toEqual([`table-owner ${MODULES}/app/app.repo.ts:2`]);
  });

  it("table-owner: a repository that writes another module's table in raw SQL", () => {
    const tree = {
      ...CLEAN,
      [`${MODULES}/polls/polls.repo.ts`]:
        'export const f = (db) => db.execute(sql`update app_settings set x = 1`);\n',
    };
    expect(rules(tree)).toEqual([`table-owner ${MODULES}/polls/polls.repo.ts:1`]);
  });

  it('table-owner: a repository that writes a table kept for a file outside the modules', () => {
    const tree = {
      ...CLEAN,
      [`${MODULES}/app/app.repo.ts`]: 'export const f = (db) => db.insert(rateLimits).values({});\n',
    };
    expect(rules(tree)).toEqual([`table-owner ${MODULES}/app/app.repo.ts:1`]);
  });

  it('unowned-table: a table whose schema file names no module', () => {
    const tree = { ...CLEAN, [`${SCHEMA}/stray.ts`]: "export const strays = pgTable('strays', {});\n" };
    expect(rules(tree)).toEqual([`unowned-table ${SCHEMA}/stray.ts`]);
  });

  it('unowned-table: an exception whose owner file is gone', () => {
    const tree: Tree = { ...CLEAN };
    delete tree['apps/api/src/lib/limits.ts'];
    expect(rules(tree)).toEqual([`unowned-table ${SCHEMA}/app.ts`]);
  });

  it('unowned-table: an exception for a table no schema file defines', () => {
    const tree = {
      ...CLEAN,
      [`${SCHEMA}/app.ts`]:
        "export const appSettings = pgTable('app_settings', {});\nexport const rateLimits = pgTable('rate_limits', {});\n",
    };
    expect(rules(tree)).toEqual(['unowned-table scripts/check-layers.mjs']);
  });

  it('repo-transaction: a repository that opens a transaction', () => {
    const tree = {
      ...CLEAN,
      [`${MODULES}/app/app.repo.ts`]:
        'export const f = (db) =>\n\n  db.transaction((tx) => tx.update(appSettings));\n',
    };
    expect(rules(tree)).toEqual([`repo-transaction ${MODULES}/app/app.repo.ts:3`]);
  });

  it('knows every exception of the real schema', () => {
    const names = readTables(repoRoot).map((t) => t.name);
    for (const name of Object.keys(OWNER_EXCEPTIONS)) expect(names).toContain(name);
  });
});
