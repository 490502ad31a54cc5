// The demo's people for `npm run seed:demo`: staff of every role of docs/product.md and the
// newsroom's authors (demo-content.ts), all with one known password, and finding them by address.
import { inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { builtinRoleId, roleIdForFlags } from '../modules/roles/roles.repo.ts';
import { DEMO_AUTHORS } from './demo-content.ts';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo-jelszo-2026';

/** Demo staff, one of each role of docs/product.md, Roles. */
export const DEMO_STAFF = [
  {
    email: 'foszerkeszto@newsroom.local',
    firstName: 'Katalin',
    lastName: 'Szabó',
    admin: true,
    administrator: true,
    developer: true,
    weight: 3,
  },
  {
    email: 'szerkeszto@newsroom.local',
    firstName: 'Péter',
    lastName: 'Nagy',
    admin: true,
    administrator: false,
    developer: false,
    weight: 6,
  },
  {
    email: 'fejleszto@newsroom.local',
    firstName: 'Gergely',
    lastName: 'Tóth',
    admin: false,
    administrator: false,
    developer: true,
    weight: 1,
  },
  {
    email: 'ujsagiro@newsroom.local',
    firstName: 'Eszter',
    lastName: 'Kiss',
    admin: false,
    administrator: false,
    developer: false,
    // A 'Szerző' (see roleOf): writes and submits, publishes nothing, so no published articles.
    role: 'author' as const,
    weight: 0,
  },
];

/** Adds the demo staff and authors not there yet (a taken address is left alone); answers how many were added. */
export async function ensureDemoUsers(database: Database): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = [...DEMO_STAFF, ...DEMO_AUTHORS];
  const values = [];
  for (const u of people) {
    const roleId =
      'role' in u && u.role
        ? await builtinRoleId(database.db, u.role)
        : await roleIdForFlags(database.db, {
            is_admin: u.admin,
            is_administrator: u.administrator,
            is_developer: u.developer,
          });
    values.push({ email: u.email, firstName: u.firstName, lastName: u.lastName, passwordHash, roleId });
  }
  const inserted = await database.db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length;
}

/** The users whose e-mail address is one of `emails`, in any case: their id and address. */
export function findUsersByEmail(
  db: Db,
  emails: readonly string[],
): Promise<Array<{ id: number; email: string }>> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}
