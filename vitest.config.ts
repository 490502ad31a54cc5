import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Two real server processes on one PostgreSQL (apps/api/src/instances.test.ts) need a server. */
const needsPostgresServer = ['apps/api/src/instances.test.ts'];

const include = [
  'apps/api/src/**/*.test.ts',
  'packages/shared/src/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'apps/site/src/**/*.test.ts',
  'apps/site/src/**/*.test.tsx',
  'scripts/**/*.test.ts',
];
const exclude = ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : needsPostgresServer)];

/**
 * The test files that replace a module (vi.mock, vi.doMock) or stub the environment or a global:
 * they get modules of their own. Found by reading the files, so a new one is never forgotten.
 */
function filesThatReplaceModules(): string[] {
  const found: string[] = [];
  for (const top of ['apps', 'packages', 'scripts']) {
    for (const entry of fs.readdirSync(top, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(top, entry);
      if (file.includes('node_modules') || !/\.test\.tsx?$/.test(file)) continue;
      if (/\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/.test(fs.readFileSync(file, 'utf8')))
        found.push(file.split(path.sep).join('/'));
    }
  }
  return found;
}
const replacing = filesThatReplaceModules();

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The API tests
    // mostly wait (on PostgreSQL, on timers, on child servers), so two run side by side: the
    // PostgreSQL stage took 262 s with one and 158 s with two, the PGlite stage 291 s and 212 s.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include,
          exclude: [...exclude, ...replacing],
          // A worker keeps the modules it loaded for its next test file. Loading the server's
          // modules again for each of 180 files took 350 s of the 530 s of the PostgreSQL stage.
          // Every file still builds its own server and database (test/app.ts), and every file
          // passes so on both databases.
          isolate: false,
        },
      },
      ...(replacing.length > 0
        ? [{ extends: true, test: { name: 'own-modules', include: replacing, exclude, isolate: true } }]
        : []),
    ],
  },
});
