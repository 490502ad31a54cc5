import type { AuditAction, AuditChanges, AuditEntity } from '@newsroom/shared';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The audit trail (modules/audit): one row per write through the API and per security event,
 * inserted in the transaction of the change it describes. Append-only: a trigger (migration 0012)
 * refuses every UPDATE and DELETE, and no call edits it. `user_id` has no foreign key on purpose:
 * an entry outlives anything that happens to its user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    userId: integer('user_id'),
    /** The actor's e-mail then, or the e-mail tried at a failed sign-in. */
    userEmail: text('user_email'),
    address: text('address'),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: integer('entity_id'),
    /** The item's title or name at the time, for a readable list. */
    label: text('label'),
    action: text('action').$type<AuditAction>().notNull(),
    changes: jsonb('changes').$type<AuditChanges>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_user_at_idx').on(t.userId, t.at.desc()),
    index('audit_log_entity_at_idx').on(t.entity, t.entityId, t.at.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
  ],
);

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
