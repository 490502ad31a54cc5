/**
 * Test harness: a fresh database (in-memory PGlite, or a throw-away database on the PostgreSQL
 * server named by TEST_DATABASE_URL), the real server built on it, and helpers to create users
 * and sign in. One harness per test file (beforeAll/afterAll); tests create their own users
 * instead of resetting the database.
 *
 * The test files import it all from here; each concern has its own file:
 * - database.ts: the fresh, migrated database of a test file;
 * - app.ts: the real server on it (createTestApp, sibling servers, second connections);
 * - use-test-app.ts: a test file's usual set-up (useTestApp);
 * - sign-in.ts: signing in through POST /api/login;
 * - replies.ts: replies checked against their schemas and envelopes;
 * - audit.ts: the raw rows of the audit trail, and no secret in them;
 * - factories.ts, post-factories.ts: users, sessions, menus and articles written straight to the database;
 * - images.ts: real images and stored uploads.
 */
export * from './app.ts';
export * from './audit.ts';
export * from './database.ts';
export * from './factories.ts';
export * from './images.ts';
export * from './post-factories.ts';
export * from './replies.ts';
export * from './sign-in.ts';
export * from './use-test-app.ts';
