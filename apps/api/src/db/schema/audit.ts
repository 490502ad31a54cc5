import type { AuditAction, AuditChanges, AuditEntity } from '@newsroom/shared';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
