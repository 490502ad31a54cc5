import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Roles: a named set of rights (packages/shared/src/permissions.ts). `builtin` names a built-in role
 * (its key in BUILTIN_ROLES), whose name and rights are fixed; custom roles have null.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    rights: text('rights').array().notNull().default(sql`'{}'::text[]`),
    builtin: text('builtin'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    creationDate: timestamp('creation_date', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUpdate: timestamp('last_update', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`).where(sql`${t.isActive}`),
    uniqueIndex('roles_builtin_idx').on(t.builtin),
  ],
);
