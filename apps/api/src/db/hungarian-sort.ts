import {
  HUNGARIAN_CODE_MAP,
  HUNGARIAN_DIGRAPH_STEPS,
  HUNGARIAN_KEY_SEPARATOR,
  HUNGARIAN_TIE_BREAK_MAP,
} from '@newsroom/shared';
import { type SQL, sql } from 'drizzle-orm';

/** A text as an SQL string literal (standard_conforming_strings: only the quote doubles). */
function literal(text: string): string {
  if (text.includes('\u0000')) throw new Error('an SQL literal cannot hold NUL');
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The Hungarian sort key of a text expression, in SQL: hungarianSortKey of packages/shared
 * (hungarian-order.ts), built from the same tables, so that `order by <key> collate "C"` sorts in
 * Hungarian alphabetical order on PostgreSQL and on PGlite alike, with or without a Hungarian
 * collation. Only immutable functions, so it may serve an index or a generated column: the title
 * indexes (db/schema/posts.ts) hold it, and the repositories sort by it (hungarianOrder below).
 */
export function hungarianSortKeySql(text: SQL): SQL {
  const lower = sql`lower(${text})`;
  let folded: SQL = lower;
  for (const [digraph, standIn] of HUNGARIAN_DIGRAPH_STEPS)
    folded = sql`replace(${folded}, ${sql.raw(literal(digraph))}, ${sql.raw(literal(standIn))})`;
  const codes = sql`translate(${folded}, ${sql.raw(literal(HUNGARIAN_CODE_MAP.from + HUNGARIAN_CODE_MAP.dropped))}, ${sql.raw(literal(HUNGARIAN_CODE_MAP.to))})`;
  const tieBreak = sql`translate(${lower}, ${sql.raw(literal(HUNGARIAN_TIE_BREAK_MAP.from))}, ${sql.raw(literal(HUNGARIAN_TIE_BREAK_MAP.to))})`;
  return sql`(${codes} || ${sql.raw(`chr(${HUNGARIAN_KEY_SEPARATOR.charCodeAt(0)})`)} || ${tieBreak})`;
}

/** An ORDER BY term: the Hungarian sort key compared byte by byte. */
export function hungarianOrder(text: SQL): SQL {
  return sql`${hungarianSortKeySql(text)} collate "C"`;
}
