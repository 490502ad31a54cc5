import { defineConfig } from 'vitest/config';

/** Two real server processes on one PostgreSQL (apps/api/src/instances.test.ts) need a server. */
const needsPostgresServer = ['apps/api/src/instances.test.ts'];

export default defineConfig({
  test: {
    include: [
      'apps/api/src/**/*.test.ts',
      'packages/shared/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/site/src/**/*.test.ts',
      'apps/site/src/**/*.test.tsx',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : needsPostgresServer)],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The API tests
    // mostly wait (on PostgreSQL, on timers, on child servers), so two run side by side: the
    // PostgreSQL stage took 262 s with one and 158 s with two, the PGlite stage 291 s and 212 s.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
