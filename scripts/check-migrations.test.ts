// The migrations check (scripts/check-migrations.mjs) on copies of the API's schema and migrations:
// unchanged it passes; with one added column it fails and shows the migration drizzle-kit would
// write. The copies sit under the repository's .tmp/ so that drizzle-orm resolves from node_modules.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './test-tree.ts';

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of apps/api's sources, package.json and migrations; edit changes the users schema's text. */
function copyApi(edit: (usersSchema: string) => string = (text) => text): string {
  const root = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'check-migrations-test-'));
  copies.push(root);
  for (const part of ['src', 'drizzle', 'package.json']) {
    fs.cpSync(path.join(repoRoot, 'apps/api', part), path.join(root, 'apps/api', part), { recursive: true });
  }
  const users = path.join(root, 'apps/api/src/db/schema/users.ts');
  fs.writeFileSync(users, edit(fs.readFileSync(users, 'utf8')));
  return root;
}

function check(root: string) {
  return spawnSync(process.execPath, [path.join(repoRoot, 'scripts/check-migrations.mjs'), root], {
    encoding: 'utf8',
  });
}

fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });

describe('check-migrations', () => {
  it('passes when the migrations hold the whole schema', () => {
    const result = check(copyApi());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it('fails on a schema change without its migration, showing the SQL it needs', () => {
    const root = copyApi((text) => {
      const changed = text.replace(
        /(pgTable\(\s*'users',\s*\{)/,
        "$1\n    driftCheck: driftText('drift_check'),",
      );
      expect(changed).not.toBe(text);
      return `import { text as driftText } from 'drizzle-orm/pg-core';\n${changed}`;
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm run db:generate');
    expect(result.stderr).toMatch(/ALTER TABLE "users" ADD COLUMN "drift_check" text/);
    // the scratch copy is gone and the copy's own migrations are untouched
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
    expect(fs.readdirSync(path.join(root, 'apps/api/drizzle')).sort()).toEqual(
      fs.readdirSync(path.join(repoRoot, 'apps/api/drizzle')).sort(),
    );
  }, 120_000);
});
