import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The columns every back-office row of the ads and polls shares, last in its table: the soft-delete
 * flag, who created it (a user) and who last changed it, and when (last_update is the optimistic
 * lock's version).
 */
export function ownedRowColumns() {
  return {
    isActive: boolean('is_active').notNull().default(true),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by'),
    creationDate: timestamp('creation_date', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUpdate: timestamp('last_update', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  };
}
