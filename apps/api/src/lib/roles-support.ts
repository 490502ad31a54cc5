/**
 * What the role test files (roles and roles-writes .test.ts) share: a TestApp with a user of each
 * role, each with a session of their own.
 */
import type { BuiltinRoleKey } from '@newsroom/shared';
import { beforeAll } from 'vitest';
import {
  builtinRoleId,
  createSessionToken,
  type TestUser,
  type UserOverrides,
  useTestApp,
} from '../test/harness.ts';

/**
 * The users of the walk: no flag, each spec flag alone (an upgraded database's users: 'Olvasó',
 * 'Szerkesztő', 'Fejlesztő' and a role made for is_administrator), then the built-in 'Szerző' and
 * 'Adminisztrátor'.
 */
const ROLES: Record<string, UserOverrides | BuiltinRoleKey> = {
  'no flags': {},
  'is_admin only': { is_admin: true },
  'is_developer only': { is_developer: true },
  'is_administrator only': { is_administrator: true },
  Szerző: 'author',
  Adminisztrátor: 'administrator',
};

export interface RoleUser {
  role: string;
  user: TestUser;
  token: string;
}

/** A test file's TestApp (built in beforeAll, closed in afterAll) and its users of each role. */
export function useRoleUsers() {
  const { t } = useTestApp();
  /** Filled in beforeAll, in the order of ROLES. */
  const roleUsers: RoleUser[] = [];

  beforeAll(async () => {
    for (const [role, flags] of Object.entries(ROLES)) {
      const user = await t.createUser(
        typeof flags === 'string' ? { role_id: await builtinRoleId(t.db, flags) } : flags,
      );
      roleUsers.push({ role, user, token: await createSessionToken(t.db, user.id) });
    }
  });

  return { t, roleUsers };
}
