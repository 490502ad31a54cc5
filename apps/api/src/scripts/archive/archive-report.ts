// What `npm run seed:archive` did: the articles it added by state, the counter rows, and how long
// each phase took.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ArchiveStates {
  published: number;
  drafts: number;
  /** Active drafts with a publication time (of `drafts`). */
  scheduled: number;
  /** Deleted (inactive) articles, published or draft. */
  inactive: number;
}

export interface ArchiveReport {
  postsAdded: number;
  states: ArchiveStates;
  /** Rows written to post_visits_daily, and the page views in them. */
  counterRows: number;
  views: number;
  generatedAdminPassword?: string;
  /** Each phase's name and seconds, in order. */
  phases: Array<[string, number]>;
}

/** The states of the articles from id `firstId` on (the ones this run added). */
export async function countStates(db: Db, firstId: number): Promise<ArchiveStates> {
  const result = await db.execute(sql`select
      count(*) filter (where menu_type = 'post' and is_active) as published,
      count(*) filter (where menu_type = 'draft' and is_active) as drafts,
      count(*) filter (where menu_type = 'draft' and is_active and publish_at is not null) as scheduled,
      count(*) filter (where not is_active) as inactive
    from posts where id >= ${firstId}`);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  return {
    published: Number(row.published ?? 0),
    drafts: Number(row.drafts ?? 0),
    scheduled: Number(row.scheduled ?? 0),
    inactive: Number(row.inactive ?? 0),
  };
}

export function printReport(r: ArchiveReport, adminEmail: string, print: (line: string) => void): void {
  const n = (x: number) => x.toLocaleString('en');
  if (r.generatedAdminPassword) {
    print(`First administrator: ${adminEmail}, generated password: ${r.generatedAdminPassword}`);
  }
  const s = r.states;
  print(
    `Articles: ${n(r.postsAdded)} added: ${n(s.published)} published, ${n(s.drafts)} drafts ` +
      `(${n(s.scheduled)} scheduled), ${n(s.inactive)} deleted.`,
  );
  print(`Visitor counters: ${n(r.counterRows)} daily rows, ${n(r.views)} page views over the last 90 days.`);
  const total = r.phases.reduce((sum, [, seconds]) => sum + seconds, 0);
  for (const [name, seconds] of r.phases) print(`  ${name}: ${seconds.toFixed(1)} s`);
  print(`Took ${total.toFixed(1)} s.`);
}
