import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the public site reads the content API with (modules/content-keys). Only the key's SHA-256
 * is kept; the key itself is shown once, when it is made. A revoked key stays, marked, so the list
 * can say when it was revoked.
 */
export const contentKeys = pgTable(
  'content_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, so an administrator can tell keys apart. */
    keyPrefix: text('key_prefix').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('content_keys_hash_idx').on(t.keyHash)],
);
