import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    isDeveloper: boolean('is_developer').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    creationDate: timestamp('creation_date', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUpdate: timestamp('last_update', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);
