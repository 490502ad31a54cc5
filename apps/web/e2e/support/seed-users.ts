// The people of fixtures.ts, each with the role of their flags or the built-in role they name.
import type { Db } from '../../../api/src/db/client.ts';
import { users } from '../../../api/src/db/schema/index.ts';
import { hashPassword } from '../../../api/src/lib/passwords.ts';
import { builtinRoleId, roleIdForFlags } from '../../../api/src/modules/roles/roles.repo.ts';
import { E2E_PASSWORD, E2E_USERS, type E2ESeedUser } from './fixtures.ts';

/** Inserts every E2E_USERS person; answers their ids by key. */
export async function seedUsers(db: Db): Promise<Record<string, number>> {
  const passwordHash = await hashPassword(E2E_PASSWORD);
  const ids: Record<string, number> = {};
  for (const [key, seed] of Object.entries(E2E_USERS)) {
    const u: E2ESeedUser = seed;
    const flags = {
      is_admin: u.admin,
      is_administrator: u.administrator ?? u.admin,
      is_developer: u.developer ?? u.admin,
    };
    const roleId = u.role ? await builtinRoleId(db, u.role) : await roleIdForFlags(db, flags);
    const [row] = await db
      .insert(users)
      .values({
        email: u.email,
        firstName: u.first_name,
        lastName: u.last_name,
        passwordHash,
        roleId,
        isActive: u.active ?? true,
      })
      .returning({ id: users.id });
    if (row) ids[key] = row.id;
  }
  return ids;
}
