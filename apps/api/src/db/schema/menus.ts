import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Article categories (docs/product.md: Menu). */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('menus_path_idx').on(t.path)],
);

/** Subcategories of a menu (docs/product.md: Submenu). */
export const submenus = pgTable(
  'submenus',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** An inactive subcategory is not offered for new articles; those filed under it keep it. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('submenus_menu_id_idx').on(t.menuId)],
);

/**
 * Article types. Articles store the type's name (posts.post_type), so a rename rewrites theirs in
 * the same transaction (modules/menus).
 */
export const postTypes = pgTable(
  'post_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('post_types_name_idx').on(t.name)],
);

/**
 * A category's earlier paths (docs/api.md, "Old addresses"): each answers with a redirect to the
 * category's current path, so chains of renames resolve in one step. A category that takes a path
 * drops its redirect.
 */
export const menuPathRedirects = pgTable('menu_path_redirects', {
  oldPath: text('old_path').primaryKey(),
  menuId: integer('menu_id')
    .notNull()
    .references(() => menus.id, { onDelete: 'cascade' }),
});
