import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A sign-in waiting for its second factor (modules/session): made after a correct password, good
 * for 5 minutes and one successful code. Only the challenge's hash is stored.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    remember: boolean('remember').notNull().default(false),
    /** The user must set up a second factor (their role requires it) before the session opens. */
    setup: boolean('setup').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('login_challenges_token_hash_idx').on(t.tokenHash),
    index('login_challenges_expires_idx').on(t.expiresAt),
  ],
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
