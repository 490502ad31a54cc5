/**
 * What post-counts.test.ts writes and checks: a seeded mix of every kind of write an article gets
 * (creates, moves between categories, authors, types, states and days, publication, soft and hard
 * deletes, restores, schedules, multi-row updates), run a batch at a time so that statements over
 * the same counter rows meet (really at once on PostgreSQL's pool), and the comparison of every
 * counter row with the articles it counts.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { DEFAULT_TEST_THUMBNAIL } from '../../test/harness.ts';
import type { PeriodRange } from './post-counts.repo.ts';

/** mulberry32: a seeded generator, so a failing mix is replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The values the writes choose from: few of each, so concurrent statements share counter rows. */
export interface WriteChoices {
  menuIds: number[];
  userIds: number[];
  postTypes: string[];
}

/**
 * Instants on both sides of the period edges of the newsroom's calendar (Budapest time): a year's,
 * a month's, a leap day's, the summer-time switch's and a summer midnight (UTC+2).
 */
const EDGE_INSTANTS = [
  '2025-12-31T22:59:59.999Z',
  '2025-12-31T23:00:00.000Z',
  '2026-01-31T22:30:00.000Z',
  '2026-01-31T23:30:00.000Z',
  '2024-02-28T23:00:00.000Z',
  '2024-02-29T22:59:59.000Z',
  '2024-02-29T23:00:00.000Z',
  '2026-03-29T00:30:00.000Z',
  '2026-03-29T01:30:00.000Z',
  '2026-06-30T21:59:59.000Z',
  '2026-06-30T22:00:00.000Z',
];
const SPAN_START = Date.parse('2023-12-15T00:00:00Z');
const SPAN_MS = Date.parse('2027-01-15T00:00:00Z') - SPAN_START;

type Statement = (db: Db) => Promise<unknown>;

/** Numbers the articles of every writer of the process: each has a shortname of its own. */
let sequence = 0;

/**
 * The writer: knows the ids it made (and the API's, once adopted), gives each statement of a
 * batch rows no other statement of the batch touches (statements over one article would wait for
 * each other, or deadlock on the articles themselves; what they must share is the counter rows),
 * and counts the kinds of statement it ran.
 */
export class RandomWrites {
  /** How many kinds of statement `statement()` chooses from. */
  static readonly KINDS = 18;
  private readonly ids: number[] = [];
  private busy = new Set<number>();
  readonly ran = new Map<string, number>();

  constructor(
    private readonly choices: WriteChoices,
    readonly random: () => number,
  ) {}

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }

  /** Up to n distinct ids no other statement of this batch has taken. */
  take(n: number): number[] {
    const taken: number[] = [];
    for (let tries = 0; taken.length < n && tries < n * 8 && this.ids.length > 0; tries++) {
      const id = this.pick(this.ids);
      if (this.busy.has(id)) continue;
      this.busy.add(id);
      taken.push(id);
    }
    return taken;
  }

  /** An article made elsewhere (through the API) joins the ones the writes choose from. */
  adopt(id: number): void {
    this.ids.push(id);
  }

  randomDate(): Date {
    return this.random() < 0.5
      ? new Date(this.pick(EDGE_INSTANTS))
      : new Date(SPAN_START + Math.floor(this.random() * SPAN_MS));
  }

  private newRow() {
    sequence += 1;
    const shortname = `szamlalo-${sequence}-${Math.floor(this.random() * 1e9)}`;
    const draft = this.random() < 0.5;
    return {
      title: `Számláló cikk ${sequence}`,
      shortContent: 'Rövid bevezető.',
      content: '<p>A cikk szövege.</p>',
      menuId: this.pick(this.choices.menuIds),
      postType: this.pick(this.choices.postTypes),
      userId: this.pick(this.choices.userIds),
      menuType: draft ? 'draft' : 'post',
      isActive: this.random() < 0.85,
      publishAt: draft && this.random() < 0.3 ? new Date(Date.now() + 86_400_000) : null,
      thumbnail: DEFAULT_TEST_THUMBNAIL,
      shortname,
      postUrl: `/hirek/${shortname}/`,
      creationDate: this.randomDate(),
    };
  }

  private create(n: number): Statement {
    const rows = Array.from({ length: n }, () => this.newRow());
    return async (db) => {
      const made = await db.insert(posts).values(rows).returning({ id: posts.id });
      for (const row of made) this.ids.push(row.id);
    };
  }

  /** One article's move: some of its category, author, type, state and day. */
  private move(id: number): Statement {
    const set: Partial<typeof posts.$inferInsert> = {};
    if (this.random() < 0.5) set.menuId = this.pick(this.choices.menuIds);
    if (this.random() < 0.4) set.userId = this.pick(this.choices.userIds);
    if (this.random() < 0.4) set.postType = this.pick(this.choices.postTypes);
    if (this.random() < 0.3) set.menuType = this.pick(['draft', 'post']);
    if (this.random() < 0.5 || Object.keys(set).length === 0) set.creationDate = this.randomDate();
    return (db) => db.update(posts).set(set).where(eq(posts.id, id));
  }

  private one(id: number, set: SQL): Statement {
    return (db) => db.execute(sql`update posts set ${set} where id = ${id}`);
  }

  private many(ids: number[], set: SQL): Statement {
    return (db) => db.execute(sql`update posts set ${set} where ${inArray(posts.id, ids)}`);
  }

  /** Each article of `ids` its own value of `column`, one of `choices` (a CASE over the ids). */
  private perRow(ids: number[], column: 'menu_id' | 'user_id', choices: number[]): Statement {
    const cases = sql.join(
      ids.map((id) => sql`when ${id} then ${this.pick(choices)}::int`),
      sql` `,
    );
    return this.many(ids, sql`${sql.identifier(column)} = case id ${cases} end`);
  }

  /** One random statement over rows no other statement of the batch touches. */
  private statement(): [string, Statement] {
    const r = this.random() * 100;
    if (r >= 90) return ['bulk create', this.create(2 + Math.floor(this.random() * 3))];
    const single = r >= 14 && r < 62 ? this.take(1)[0] : undefined;
    const several = r >= 62 ? this.take(2 + Math.floor(this.random() * 4)) : [];
    const future = sql`now() + interval '2 days'`;
    if (r < 14 || (r < 62 && single === undefined) || (r >= 62 && several.length < 2)) {
      return ['create', this.create(1)];
    }
    if (single !== undefined) {
      if (r < 30) return ['move', this.move(single)];
      if (r < 35) return ['publish', this.one(single, sql`menu_type = 'post', publish_at = null`)];
      if (r < 39) return ['unpublish', this.one(single, sql`menu_type = 'draft'`)];
      if (r < 44) return ['soft delete', this.one(single, sql`is_active = false`)];
      if (r < 49) return ['restore', this.one(single, sql`is_active = true`)];
      if (r < 53) {
        this.ids.splice(this.ids.indexOf(single), 1);
        return ['hard delete', (db) => db.delete(posts).where(eq(posts.id, single))];
      }
      if (r < 56) return ['schedule', this.one(single, sql`publish_at = ${future}`)];
      if (r < 58) return ['unschedule', this.one(single, sql`publish_at = null`)];
      // A save of the title and text alone: it moves nothing, its +1 and -1 cancel out.
      return ['text only', this.one(single, sql`title = title || '.', content = content || ' '`)];
    }
    if (r < 68) return ['bulk move', this.many(several, sql`menu_id = ${this.pick(this.choices.menuIds)}`)];
    if (r < 73) return ['bulk swap', this.perRow(several, 'menu_id', this.choices.menuIds)];
    if (r < 76) return ['bulk authors', this.perRow(several, 'user_id', this.choices.userIds)];
    if (r < 80) return ['bulk toggle', this.many(several, sql`is_active = not is_active`)];
    const days = Math.floor(this.random() * 61) - 30;
    if (r < 85)
      return [
        'bulk days',
        this.many(several, sql`creation_date = creation_date + ${days}::int * interval '1 day'`),
      ];
    if (r < 88) {
      const when = sql`case when publish_at is null then ${future} end`;
      return ['bulk schedule', this.many(several, sql`publish_at = ${when}`)];
    }
    for (const id of several) this.ids.splice(this.ids.indexOf(id), 1);
    return ['bulk hard delete', (db) => db.delete(posts).where(inArray(posts.id, several))];
  }

  /**
   * Runs `count` statements, `batchSize` at a time side by side; `extra` adds the batch's other
   * writes (through the API), over ids it takes from this writer.
   */
  async run(db: Db, count: number, batchSize: number, extra: (batch: number) => Array<Promise<unknown>>) {
    for (let batch = 0, done = 0; done < count; batch++) {
      this.busy = new Set();
      const size = Math.min(batchSize, count - done);
      const statements = Array.from({ length: size }, () => this.statement());
      for (const [kind] of statements) this.ran.set(kind, (this.ran.get(kind) ?? 0) + 1);
      await Promise.all([...statements.map(([, run]) => run(db)), ...extra(batch)]);
      done += size;
    }
  }
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The days a list of periodRanges covers, one by one, in order. */
export function daysOf(ranges: PeriodRange[]): string[] {
  const step = { y: 'year', m: 'month', d: 'day', a: 'day' } as const;
  const days: string[] = [];
  for (const range of ranges) {
    for (let start = range.from; start <= range.to; start = plus(start, step[range.level], 1)) {
      const end = range.level === 'd' ? plus(start, 'day', 1) : plus(start, step[range.level], 1);
      for (let d = start; d < end; d = plus(d, 'day', 1)) days.push(d);
    }
  }
  return days;
}

export function plus(day: string, unit: 'year' | 'month' | 'day', n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (unit === 'year') d.setUTCFullYear(d.getUTCFullYear() + n);
  else if (unit === 'month') d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = plus(d, 'day', 1)) days.push(d);
  return days;
}

/** Every counter row whose n differs from the articles of its group, and every group without one. */
export function counterMismatches(db: Db) {
  return rowsOf(
    db,
    sql`
    with expected as (
      select p.level, p.day, r.menu_type, r.is_active, r.menu_type = 'draft' and r.publish_at is not null as scheduled,
             r.menu_id, r.post_type, r.user_id, count(*)::int as n
      from posts r cross join lateral post_count_periods(r.creation_date) p
      group by 1, 2, 3, 4, 5, 6, 7, 8
    ), kept as (select * from post_counts where n <> 0)
    select level, day::text as day, menu_type, is_active, scheduled, menu_id, post_type, user_id,
           e.n as expected, k.n as kept
    from expected e full join kept k using (level, day, menu_type, is_active, scheduled, menu_id, post_type, user_id)
    where e.n is distinct from k.n
    order by 1, 2, 3, 4, 5, 6, 7, 8
    limit 20`,
  );
}
