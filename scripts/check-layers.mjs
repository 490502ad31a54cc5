// The layering rules of docs/architecture.md that an import graph cannot see, checked on every
// `npm run lint` after dependency-cruiser (.dependency-cruiser.cjs, the import rules). Exits 1 and
// lists each breach by rule name:
//   table-owner     a module's repository writes only its own module's tables: Drizzle's
//                   .insert(t) / .update(t) / .delete(t), or raw SQL's insert into / update /
//                   delete from the table's name;
//   unowned-table   every table of apps/api/src/db/schema/*.ts has an owner: the module named like
//                   its schema file (db/schema/polls.ts → modules/polls/), or an entry of
//                   OWNER_EXCEPTIONS below;
//   repo-transaction  a repository opens no transaction: services own them (lib/transaction.ts)
//                   and pass them in.
// Usage: node scripts/check-layers.mjs [root] (the repository by default; the tests pass a tree).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMA_DIR = 'apps/api/src/db/schema';
const MODULES_DIR = 'apps/api/src/modules';

/**
 * Tables whose owner is not the module named like their schema file. A value is a module's name
 * (its repositories may write the table) or a repository path of a file outside the modules (then
 * no repository may write it).
 */
export const OWNER_EXCEPTIONS = {
  // The shared request limits (login throttle, public per-address limits): rate-limiter-flexible
  // writes them through lib/limits.ts, below every module.
  rateLimits: 'apps/api/src/lib/limits.ts',
  // The claim of a periodic run (the upload cleaner's, modules/uploads/upload-cleaner.ts), written
  // by modules/uploads/uploads.repo.ts.
  maintenanceRuns: 'uploads',
  // The article list's counters: written only by the posts triggers (migration 0016) and read by
  // modules/posts/post-counts.repo.ts.
  postCounts: 'posts',
  // The start-up upgrade's progress, written by db/archive-upgrade.ts below every module.
  archiveUpgradeState: 'apps/api/src/db/archive-upgrade.ts',
};

function filesUnder(root, dir, pattern) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true })
    .map((f) => path.join(full, String(f)))
    .filter((f) => pattern.test(f) && fs.statSync(f).isFile());
}

const posix = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** The tables of the schema files: { name, sqlName, schemaFile, owner } each. */
export function readTables(root) {
  const tables = [];
  for (const file of filesUnder(root, SCHEMA_DIR, /\.ts$/)) {
    const text = fs.readFileSync(file, 'utf8');
    const schemaModule = path.basename(file, '.ts');
    for (const match of text.matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"]([^'"]+)['"]/g)) {
      const [, name, sqlName] = match;
      tables.push({
        name,
        sqlName,
        schemaFile: posix(root, file),
        owner: OWNER_EXCEPTIONS[name] ?? schemaModule,
      });
    }
  }
  return tables;
}

/** Whether an owner names an existing module (a folder of apps/api/src/modules) or file. */
function ownerExists(root, owner) {
  if (owner.includes('/')) return fs.existsSync(path.join(root, owner));
  return fs.existsSync(path.join(root, MODULES_DIR, owner));
}

/** The rule breaches of the tree at root: { rule, file, message } each. */
export function checkLayers(root) {
  const problems = [];
  const tables = readTables(root);
  const byName = new Map(tables.map((t) => [t.name, t]));
  const bySqlName = new Map(tables.map((t) => [t.sqlName, t]));

  for (const table of tables) {
    if (!ownerExists(root, table.owner)) {
      problems.push({
        rule: 'unowned-table',
        file: table.schemaFile,
        message: `${table.name} has no owner: no ${MODULES_DIR}/${table.owner}/ module; name the schema file after the module that writes the table, or add it to OWNER_EXCEPTIONS (scripts/check-layers.mjs)`,
      });
    }
  }
  for (const [name, owner] of Object.entries(OWNER_EXCEPTIONS)) {
    if (!byName.has(name) && tables.length > 0) {
      problems.push({
        rule: 'unowned-table',
        file: 'scripts/check-layers.mjs',
        message: `OWNER_EXCEPTIONS names ${name} (owner ${owner}), which no schema file defines; drop the entry`,
      });
    }
  }

  for (const file of filesUnder(root, MODULES_DIR, /\.repo\.ts$/)) {
    const from = posix(root, file);
    const module = /^apps\/api\/src\/modules\/([^/]+)\//.exec(from)?.[1];
    const text = fs.readFileSync(file, 'utf8');
    const line = (index) => text.slice(0, index).split('\n').length;
    if (/\.transaction\(/.test(text)) {
      problems.push({
        rule: 'repo-transaction',
        file: `${from}:${line(text.search(/\.transaction\(/))}`,
        message: 'opens a transaction; the service owns it and passes it in (lib/transaction.ts)',
      });
    }
    const writes = [];
    for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const table = byName.get(m[2]);
      if (table) writes.push({ verb: m[1], table, index: m.index });
    }
    for (const m of text.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) {
      const table = bySqlName.get(m[2]);
      if (table) writes.push({ verb: m[1].split(/\s/)[0].toLowerCase(), table, index: m.index });
    }
    for (const { verb, table, index } of writes) {
      if (table.owner === module) continue;
      const whose = table.owner.includes('/')
        ? `written only by ${table.owner}`
        : `a table of the ${table.owner} module`;
      problems.push({
        rule: 'table-owner',
        file: `${from}:${line(index)}`,
        message: `${verb}s ${table.name} (${table.sqlName}), ${whose}; call that module's service instead`,
      });
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const problems = checkLayers(root);
  if (problems.length > 0) {
    console.error(
      `Layering rules broken (scripts/check-layers.mjs):\n${problems
        .map((p) => `  ${p.rule}: ${p.file}: ${p.message}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    `Table ownership kept: ${readTables(root).length} tables, each written only by its owner's repositories; no repository opens a transaction.`,
  );
}
