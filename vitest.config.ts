import { defineConfig } from 'vitest/config';

/** Two real server processes on one PostgreSQL (apps/api/src/instances.test.ts) need a server. */
const needsPostgresServer = ['apps/api/src/instances.test.ts'];

export default defineConfig({
  test: {
    include: [
      'apps/api/src/**/*.test.ts',
      'packages/shared/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : needsPostgresServer)],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
