// npm run seed:demo: fills the database (DATABASE_URL, else the embedded one under DATA_DIR) with
// demo content. Stop the server first when using the embedded database: its folder is locked.
import { loadConfig } from '../config.ts';
import { ensureFirstAdmin, ensureReferenceData } from '../db/bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo-jelszo-2026';

/** Demo staff, one of each role of CONTRACT.md point 3. */
const DEMO_USERS = [
  {
    email: 'foszerkeszto@newsroom.local',
    firstName: 'Katalin',
    lastName: 'Szabó',
    admin: true,
    administrator: true,
    developer: false,
  },
  {
    email: 'szerkeszto@newsroom.local',
    firstName: 'Péter',
    lastName: 'Nagy',
    admin: true,
    administrator: false,
    developer: false,
  },
  {
    email: 'fejleszto@newsroom.local',
    firstName: 'Gergely',
    lastName: 'Tóth',
    admin: false,
    administrator: false,
    developer: true,
  },
  {
    email: 'ujsagiro@newsroom.local',
    firstName: 'Eszter',
    lastName: 'Kiss',
    admin: false,
    administrator: false,
    developer: false,
  },
];

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const admin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
    if (admin.generatedPassword) {
      console.log(
        `First administrator: ${config.adminEmail}, generated password: ${admin.generatedPassword}`,
      );
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    let created = 0;
    for (const u of DEMO_USERS) {
      const inserted = await database.db
        .insert(users)
        .values({
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash,
          isAdmin: u.admin,
          isAdministrator: u.administrator,
          isDeveloper: u.developer,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      created += inserted.length;
    }
    console.log(`Demo users: ${created} created (password: ${DEMO_PASSWORD}).`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
