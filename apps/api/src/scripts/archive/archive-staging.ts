// The pools of archive-pools.ts as temporary tables of one connection, which the archive's
// INSERT … SELECT (archive-rows.ts) joins by number. Temporary: each connection loads its own
// copy, and nothing is left in the database when the seed stops, whatever the reason.
import { type SQL, sql } from 'drizzle-orm';
import { slugify } from '../demo-content.ts';
import type { ArchivePools } from './archive-pools.ts';
import type { TitleRound } from './archive-words.ts';

/** Runs one statement on one connection and answers its rows. */
export type Run = (query: SQL) => Promise<Array<Record<string, unknown>>>;

/** Cumulative shares of weights, 0 first and exactly 1 last: width_bucket's thresholds. */
export function cumulative(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const out = [0];
  for (const w of weights) out.push((out[out.length - 1] ?? 0) + w / total);
  out[out.length - 1] = 1;
  return out;
}

/** Rows into a temporary table in one statement: JSON records read by json_to_recordset. */
async function load(run: Run, table: string, columns: string, rows: unknown[]): Promise<void> {
  // A few thousand rows per statement keep each parameter a few megabytes at most.
  for (let from = 0; from < rows.length; from += 5_000) {
    const json = JSON.stringify(rows.slice(from, from + 5_000));
    await run(
      sql`insert into ${sql.raw(table)} select * from json_to_recordset(${json}::json) as x(${sql.raw(columns)})`,
    );
  }
}

const TABLES = ['slot', 'title', 'round', 'menu', 'unit', 'lead', 'keyword', 'credit', 'types'];

/** Drops the connection's temporary tables (the embedded database's one session outlives the seed). */
export async function unstage(run: Run): Promise<void> {
  for (const t of TABLES) await run(sql.raw(`drop table if exists pg_temp.archive_${t}`));
}

export interface Staging {
  pools: ArchivePools;
  rounds: TitleRound[];
  typeNames: string[];
  typeWeights: number[];
}

/** Creates and fills the connection's temporary tables (again, when it has them already). */
export async function stage(run: Run, s: Staging): Promise<void> {
  await unstage(run);
  await run(
    sql`create temp table archive_slot (i int primary key, menu_idx int, title_id int, copies int, copy int)`,
  );
  await run(sql`create temp table archive_title (id int primary key, title text, slug text, colon boolean)`);
  await run(sql`create temp table archive_round (d int primary key, prefix text, suffix text, colon_suffix text,
    prefix_slug text, suffix_slug text, colon_suffix_slug text)`);
  await run(sql`create temp table archive_menu (idx int primary key, id int, path text, submenu_ids int[],
    covers text[], author_ids int[], author_cum float8[], first_unit int, units int, openers int, leads int,
    keywords int)`);
  // vector: the part of an article's search vector that a paragraph or a lead gives (below).
  await run(sql`create temp table archive_unit (id int primary key, html text, vector tsvector)`);
  await run(
    sql`create temp table archive_lead (menu_idx int, i int, text text, vector tsvector, primary key (menu_idx, i))`,
  );
  await run(
    sql`create temp table archive_keyword (menu_idx int, i int, text text, primary key (menu_idx, i))`,
  );
  await run(sql`create temp table archive_credit (i int primary key, text text)`);
  await run(sql`create temp table archive_types (names text[], cum float8[])`);

  const { menus, slots, credits } = s.pools;
  // Title ids: the menus' headlines one after another.
  const firstTitle: number[] = [];
  const titles: Array<{ id: number; title: string; slug: string; colon: boolean }> = [];
  for (const m of menus) {
    firstTitle.push(titles.length);
    for (const h of m.headlines)
      titles.push({ id: titles.length, title: h, slug: slugify(h), colon: h.includes(':') });
  }
  await load(run, 'archive_title', 'id int, title text, slug text, colon boolean', titles);
  await load(
    run,
    'archive_slot',
    'i int, menu_idx int, title_id int, copies int, copy int',
    slots.map((slot, i) => ({
      i,
      menu_idx: slot.menuIndex,
      title_id: (firstTitle[slot.menuIndex] ?? 0) + slot.headline,
      copies: menus[slot.menuIndex]?.copies ?? 1,
      copy: slot.copy,
    })),
  );
  const bare = {
    prefix: '',
    suffix: '',
    colonSuffix: '',
    prefixSlug: '',
    suffixSlug: '',
    colonSuffixSlug: '',
  };
  await load(
    run,
    'archive_round',
    'd int, prefix text, suffix text, colon_suffix text, prefix_slug text, suffix_slug text, colon_suffix_slug text',
    [bare, ...s.rounds].map((r, d) => ({
      d,
      prefix: r.prefix,
      suffix: r.suffix,
      colon_suffix: r.colonSuffix,
      prefix_slug: r.prefixSlug,
      suffix_slug: r.suffixSlug,
      colon_suffix_slug: r.colonSuffixSlug,
    })),
  );
  const firstUnit: number[] = [];
  let unitCount = 0;
  for (const m of menus) {
    firstUnit.push(unitCount);
    unitCount += m.units.length;
  }
  await load(
    run,
    'archive_menu',
    `idx int, id int, path text, submenu_ids int[], covers text[], author_ids int[], author_cum float8[],
     first_unit int, units int, openers int, leads int, keywords int`,
    menus.map((m, idx) => ({
      idx,
      id: m.menu.id,
      path: m.menu.path,
      submenu_ids: m.menu.submenuIds,
      covers: m.menu.covers,
      author_ids: m.menu.authors.map(([id]) => id),
      author_cum: cumulative(m.menu.authors.map(([, w]) => w)),
      first_unit: firstUnit[idx] ?? 0,
      units: m.units.length,
      openers: m.openers,
      leads: m.leads.length,
      keywords: m.keywords.length,
    })),
  );
  const per = (pick: (m: (typeof menus)[number]) => string[]) =>
    menus.flatMap((m, menu_idx) => pick(m).map((text, i) => ({ menu_idx, i, text })));
  // Paragraph ids: the menus' paragraphs one after another (one key: one index lookup each).
  await load(
    run,
    'archive_unit',
    'id int, text text',
    menus.flatMap((m) => m.units).map((text, id) => ({ id, text })),
  );
  await load(
    run,
    'archive_lead',
    'menu_idx int, i int, text text',
    per((m) => m.leads),
  );
  await load(
    run,
    'archive_keyword',
    'menu_idx int, i int, text text',
    per((m) => m.keywords),
  );
  await load(
    run,
    'archive_credit',
    'i int, text text',
    credits.map((text, i) => ({ i, text })),
  );
  await load(run, 'archive_types', 'names text[], cum float8[]', [
    { names: s.typeNames, cum: cumulative(s.typeWeights) },
  ]);
  // An article's search vector in parts: migration 0017's post_search_vector of its title alone
  // (archive-rows.ts), of its lead alone and of each paragraph alone, joined with ||. That gives
  // the words and weights the whole function gives, the title's and the lead's positions too, a
  // later paragraph's off by the stop words that end the one before it (empty parts and the
  // position-less folded words do not move the positions after them). Computed here once per lead
  // and paragraph instead of once per article (about 0.5 ms), they spare the load most of its time.
  await run(sql`update archive_unit set vector = post_search_vector('', '', html)`);
  await run(sql`update archive_lead set vector = post_search_vector('', text, '')`);
  // Fresh statistics: the planner then joins these small tables by hash instead of guessing.
  for (const t of TABLES) await run(sql.raw(`analyze pg_temp.archive_${t}`));
}
