// The product as the browser tests see it: the real server on an in-memory embedded database,
// seeded with the people of fixtures.ts. Playwright starts it and stops it (SIGTERM).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../api/src/config.ts';
import { ensureReferenceData } from '../../../api/src/db/bootstrap.ts';
import { openPglite } from '../../../api/src/db/client.ts';
import { posts, users } from '../../../api/src/db/schema/index.ts';
import { hashPassword } from '../../../api/src/lib/passwords.ts';
import { buildServer } from '../../../api/src/server.ts';
import { E2E_ADMIN_DRAFTS, E2E_PASSWORD, E2E_SETTINGS, E2E_USERS } from './fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-e2e-'));
const config = loadConfig({ ...process.env, ...E2E_SETTINGS, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

const database = await openPglite();
await database.migrate();
await ensureReferenceData(database.db);

const passwordHash = await hashPassword(E2E_PASSWORD);
const ids: Record<string, number> = {};
for (const [key, u] of Object.entries(E2E_USERS)) {
  const [row] = await database.db
    .insert(users)
    .values({
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      passwordHash,
      isAdmin: u.admin,
      isAdministrator: u.admin,
      isDeveloper: u.admin,
    })
    .returning({ id: users.id });
  if (row) ids[key] = row.id;
}
const adminId = ids.admin;
if (adminId === undefined) throw new Error('admin was not created');
for (let i = 1; i <= E2E_ADMIN_DRAFTS; i++) {
  await database.db.insert(posts).values({
    title: `Piszkozat ${i}`,
    menuId: 1,
    userId: adminId,
    menuType: 'draft',
    postUrl: `/hirek/piszkozat-${i}`,
    shortname: `piszkozat-${i}`,
  });
}

const app = await buildServer({ config, database });
app.addHook('onClose', async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await app.listen({ port, host: 'localhost' });
