// The migrations cannot drift from the schema: drizzle-kit generates from apps/api/src/db/schema
// into a scratch copy of apps/api/drizzle, and any migration it writes means a schema change
// without its migration (run `npm run db:generate` and commit the result). The real folder is never
// touched. Run by `npm test` and `npm run test:quick`.
// Usage: node scripts/check-migrations.mjs [root] (the repository by default; its test passes a
// copy under .tmp/ with a changed schema, where drizzle-orm still resolves from node_modules).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const drizzleKit = path.join(repo, 'node_modules/drizzle-kit/bin.cjs');

/** Every file under dir, as paths relative to it, with its text. */
function snapshot(dir) {
  const files = new Map();
  for (const name of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(name));
    if (fs.statSync(file).isFile())
      files.set(String(name).split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

/**
 * Generates into a scratch copy of root's apps/api/drizzle. Returns { ok, output, changed }:
 * changed holds the files (path under drizzle/ and text) drizzle-kit wrote or rewrote; ok is false
 * when it wrote any or failed.
 */
export function checkMigrations(root) {
  const api = path.join(root, 'apps/api');
  const scratch = path.join(root, '.tmp', `check-migrations-${process.pid}-${Date.now()}`);
  fs.mkdirSync(path.dirname(scratch), { recursive: true });
  fs.cpSync(path.join(api, 'drizzle'), scratch, { recursive: true });
  try {
    const before = snapshot(scratch);
    const out = path.relative(api, scratch).split(path.sep).join('/');
    const result = spawnSync(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema/index.ts',
        '--out',
        out,
      ],
      { cwd: api, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
    );
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
    const changed = [...snapshot(scratch)]
      .filter(([name, text]) => before.get(name) !== text)
      .map(([name, text]) => ({ name, text }));
    return { ok: result.status === 0 && changed.length === 0, output, changed };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? repo);
  const { ok, output, changed } = checkMigrations(root);
  if (ok) {
    console.log('Migrations match the schema: drizzle-kit generate has nothing to write.');
  } else if (changed.length > 0) {
    console.error(
      'The schema (apps/api/src/db/schema) has changes no migration holds; run `npm run db:generate`' +
        ` and commit the migration. drizzle-kit would write ${changed.map((f) => f.name).join(', ')}:`,
    );
    for (const { name, text } of changed.filter((f) => f.name.endsWith('.sql'))) {
      console.error(`\n--- apps/api/drizzle/${name}\n${text.trimEnd()}`);
    }
    process.exit(1);
  } else {
    console.error(`drizzle-kit generate failed (scripts/check-migrations.mjs):\n${output}`);
    process.exit(1);
  }
}
