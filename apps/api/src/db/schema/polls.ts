import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedRowColumns } from './columns.ts';

/** Voting polls (docs/product.md: Voting poll). */
export const polls = pgTable(
  'voting_widgets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    rightSide: boolean('right_side').notNull().default(false),
    ...ownedRowColumns(),
  },
  (t) => [
    // At most one poll is shown on the right side: the database refuses a second one.
    uniqueIndex('voting_widgets_one_right_side_idx').on(t.rightSide).where(sql`${t.rightSide}`),
  ],
);

/**
 * A poll's items, in `position` order (0-based; the public vote call's `item_index` is the position).
 * An item keeps its id across back-office saves, so its votes stay with it.
 */
export const pollItems = pgTable(
  'voting_widget_items',
  {
    id: serial('id').primaryKey(),
    pollId: integer('widget_id')
      .notNull()
      .references(() => polls.id),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [index('voting_widget_items_widget_idx').on(t.pollId, t.position)],
);
