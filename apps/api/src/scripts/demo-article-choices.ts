// Where `npm run seed:demo` puts its articles: the categories, their submenus, covers and authors,
// and the post types, each with its share of the articles.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { menus, postTypes, submenus } from '../db/schema/index.ts';
import { DEMO_AUTHORS } from './demo-content.ts';
import type { DemoCover } from './demo-images.ts';
import { DEMO_STAFF, findUsersByEmail } from './demo-users.ts';

/** Share of the articles per category; menu id 1 (the list's default filter) always has the most. */
const FIRST_MENU_WEIGHT = 36;
const MENU_WEIGHTS: Record<string, number> = { tech: 16, sport: 20, kultura: 13, eletmod: 15 };
const OTHER_MENU_WEIGHT = 8;
const POST_TYPE_WEIGHTS: Record<string, number> = {
  Hír: 45,
  Galéria: 8,
  Videó: 10,
  Interjú: 9,
  Vélemény: 12,
  PR: 4,
};
/** Weight of an article with no post type (''). */
const NO_POST_TYPE_WEIGHT = 12;

export interface MenuChoice {
  id: number;
  path: string;
  submenuIds: number[];
  covers: string[];
  /** Authors of this category by weight (their own desk counts four times). */
  authors: Array<readonly [number, number]>;
}

/** Reads the categories, their submenus and authors, and spreads the covers over them. */
export async function loadChoices(
  database: Database,
  covers: DemoCover[],
  adminEmail: string,
): Promise<{
  menuChoices: Array<readonly [MenuChoice, number]>;
  typeChoices: Array<readonly [string, number]>;
}> {
  const { db } = database;
  const menuRows = await db
    .select({ id: menus.id, path: menus.path })
    .from(menus)
    .where(eq(menus.isActive, true))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
  if (menuRows.length === 0) throw new Error('No active menu to put the demo articles in.');
  const submenuRows = await db
    .select({ id: submenus.id, menuId: submenus.menuId })
    .from(submenus)
    .orderBy(asc(submenus.id));
  const typeRows = await db.select({ name: postTypes.name }).from(postTypes).orderBy(asc(postTypes.id));

  const writers = [
    ...DEMO_STAFF.map((u) => ({ email: u.email, weight: u.weight, desk: undefined as string | undefined })),
    ...DEMO_AUTHORS.map((u) => ({ email: u.email, weight: u.weight, desk: u.desk })),
    { email: adminEmail, weight: 1, desk: undefined },
  ].filter((w) => w.weight > 0);
  const userRows = await findUsersByEmail(
    db,
    writers.map((w) => w.email),
  );
  const idByEmail = new Map(userRows.map((u) => [u.email.toLowerCase(), u.id]));

  const allCovers = covers.map((c) => c.path);
  const menuChoices = menuRows.map((m) => {
    const ownCovers = covers.filter((c) => c.menuPath === m.path).map((c) => c.path);
    const authors = writers.flatMap((w) => {
      const id = idByEmail.get(w.email.toLowerCase());
      if (id === undefined) return [];
      const weight = w.desk === undefined ? w.weight : w.desk === m.path ? w.weight * 4 : w.weight * 0.3;
      return [[id, weight] as const];
    });
    if (authors.length === 0) throw new Error('No demo author found.');
    const choice: MenuChoice = {
      id: m.id,
      path: m.path,
      submenuIds: submenuRows.filter((s) => s.menuId === m.id).map((s) => s.id),
      covers: ownCovers.length > 0 ? ownCovers : allCovers,
      authors,
    };
    const weight = m.id === 1 ? FIRST_MENU_WEIGHT : (MENU_WEIGHTS[m.path] ?? OTHER_MENU_WEIGHT);
    return [choice, weight] as const;
  });
  const typeChoices: Array<readonly [string, number]> = [
    ...typeRows.map((t) => [t.name, POST_TYPE_WEIGHTS[t.name] ?? 5] as const),
    ['', NO_POST_TYPE_WEIGHT] as const,
  ];
  return { menuChoices, typeChoices };
}
