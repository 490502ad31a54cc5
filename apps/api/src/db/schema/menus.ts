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
  },
  (t) => [index('submenus_menu_id_idx').on(t.menuId)],
);

export const postTypes = pgTable(
  'post_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('post_types_name_idx').on(t.name)],
);
