import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A user's second factor (modules/two-factor): the TOTP secret once confirmed, a pending one while set up. */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true, precision: 3 }),
  /** The last TOTP time step accepted, so one code signs in once. */
  lastUsedStep: integer('last_used_step'),
});

/** One-time recovery codes, stored hashed (SHA-256 of the code); a used one is marked, never reused. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('recovery_codes_user_idx').on(t.userId),
    uniqueIndex('recovery_codes_hash_idx').on(t.codeHash),
  ],
);
