import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Refreshed at most once a minute by the auth guard (the session list's "last used"). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);
