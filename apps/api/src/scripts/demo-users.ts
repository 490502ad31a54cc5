import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

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
