import type { UserSearchHit } from '@newsroom/shared';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Escapes LIKE wildcards so a search matches the text literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const fullNameSql = sql<string>`concat_ws(' ', ${users.lastName}, ${users.firstName})`;

/** Active users whose name or e-mail contains `q` (the article list's author filter). */
export async function searchUsers(db: Db, q: string, limit: number): Promise<UserSearchHit[]> {
  const pattern = likePattern(q.trim());
  return db
    .select({ id: users.id, full_name: fullNameSql, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(
          ilike(fullNameSql, pattern),
          ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
          ilike(users.email, pattern),
        ),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(limit);
}
