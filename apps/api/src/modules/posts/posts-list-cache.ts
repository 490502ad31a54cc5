import type { PostListItem } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import {
  type ContentChanges,
  LIST_CHANNEL,
  listenToContentChanges,
  SYNC_PREFIX,
} from '../../lib/content-changes.ts';
import { type Dropped, TaggedCache } from '../../lib/tagged-cache.ts';
import {
  type ListChange,
  type PageMeta,
  pageAffected,
  pageShift,
  parseListChanges,
  ROWS_PREFIX,
  type TotalMeta,
  totalAffected,
  totalDelta,
} from './list-changes.ts';
import { findListStates, findNeighbour } from './posts-page-shift.repo.ts';
import { textMatchesNow } from './posts-text-search.repo.ts';
import {
  leavers,
  type Ranking,
  rankingTouched,
  textSearchAffected,
  updateRanking,
} from './text-search-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The article list's cache, when kept (LIST_CACHE); tests settle it after writing directly. */
    postListCache?: PostListCache;
  }
}

/**
 * A list total as kept: its filter, the count, whether it is a capped search's lower bound, and a
 * text search's matches counted. It is its own meta: a change moves the count in place.
 */
export interface Total extends TotalMeta {
  total: number;
  lowerBound: boolean;
}

/**
 * The article list's totals and pages, kept in memory until a write changes them. Every instance
 * hears the changes on the newsroom_lists channel, sent by the posts triggers in the writer's
 * transaction (migrations 0016 and 0019), so a hit needs no database round trip. A save of a few
 * articles sends where each stood in the list before and after ('rows:'), and only the totals
 * whose filter an article entered or left, and the pages it entered, left or moved on before
 * their end, are dropped (list-changes.ts). Larger statements send tags, which the entries also
 * name: the totals 'n:<filter>' and the pages 'p:<filter>' of the one filter that narrows it most
 * (a change can only alter a list through an article of that category, author, type or state, or
 * the unfiltered list: 'all'), plus a search's 'title' or 'text'. A page also names the
 * 'post:<id>' of each article it shows, 'names' (categories' and authors' names) and 'visits' (the
 * visitor counters it shows, written at most once a second: the pages are read again then, the
 * totals stay). Each key is computed once however many ask at once.
 */
export class PostListCache {
  readonly totals: TaggedCache<Total, Total>;
  readonly pages: TaggedCache<PostListItem[], PageMeta>;
  /** The best matches of the text searches, by filter (text-search-changes.ts Ranking). */
  readonly rankings: TaggedCache<Ranking, Ranking>;

  constructor(
    readonly changes: ContentChanges,
    private readonly db: Db,
  ) {
    // A notification's records are read once, for the three caches and the judgement below.
    let last: { token: string; rows: ListChange[] | undefined } | undefined;
    const parse = (token: string) => {
      if (last?.token !== token) last = { token, rows: parseListChanges(token) };
      return last.rows;
    };
    // The records stand for the pages of each rewritten article: their snippets are cut from it.
    const keysOf = (token: string) =>
      token.startsWith(ROWS_PREFIX)
        ? (parse(token) ?? []).filter((c) => c.x).map((c) => `post:${c.i}`)
        : [token];
    this.totals = new TaggedCache(changes, 5_000, keysOf);
    this.pages = new TaggedCache(changes, 1_000, keysOf);
    this.rankings = new TaggedCache(changes, 200, keysOf);
    changes.subscribe((tokens) => {
      for (const token of tokens) {
        if (!token.startsWith(ROWS_PREFIX)) continue;
        // Records that cannot be read drop every total and page.
        const rows = parse(token);
        const totals = this.totals.dropWhere(
          (meta) => rows === undefined || totalAffected(meta.filter, rows),
        );
        if (rows === undefined) {
          this.pages.dropWhere(() => true);
          this.rankings.dropWhere(() => true);
          continue;
        }
        // A total the records judge exactly moves by the articles that entered and left.
        this.totals.restore(
          totals.filter((d) => {
            const delta = totalDelta(d.meta.filter, rows);
            if (delta !== undefined) d.meta.total += delta;
            return delta !== undefined;
          }),
        );
        const pages = this.pages.dropWhere((meta) => pageAffected(meta, rows));
        this.shift(rows, pages);
        const rankings = this.rankings.dropWhere((ranking) => rankingTouched(ranking, rows));
        this.recheck(
          rows,
          totals.filter((d) => d.meta.filter.text),
          pages.filter((d) => d.meta.filter.text),
          rankings,
        );
      }
    });
  }

  /**
   * The pages of a date order (or of the most visited past the visited articles) that a change
   * moved by one row, read again by that row alone: the
   * row next to the page's end joins it on that side and the one at its other end leaves
   * (list-changes.ts pageShift). A page the change passed by is put back as it was. Kept only if
   * no other change came meanwhile; a request for the page meanwhile waits for it.
   */
  private shift(rows: ListChange[], pages: Array<Dropped<PageMeta>>) {
    const seq = this.changes.seq;
    const unmoved: Array<Dropped<PageMeta>> = [];
    for (const dropped of pages) {
      const { key, meta } = dropped;
      const by = pageShift(meta, rows);
      if (by === 0) unmoved.push(dropped);
      const sort = meta.sort;
      if (!by || !meta.first || !meta.last || (sort !== 'date' && sort !== 'date_asc' && sort !== 'visitors'))
        continue;
      const [end, side] = by === 1 ? [meta.first, 'before' as const] : [meta.last, 'after' as const];
      const job = findNeighbour(this.db, meta.filter, sort, end.id, side).then(async (next) => {
        const kept = this.pages.droppedValue(dropped);
        if (!next || !kept || this.changes.seq !== seq) return;
        const value = by === 1 ? [next, ...kept.slice(0, -1)] : [...kept.slice(1), next];
        const ids = value.map((row) => row.id);
        const ends = await findListStates(this.db, [ids[0] as number, ids.at(-1) as number]);
        if (!(await this.settle()) || this.changes.seq !== seq) return;
        const first = ends.find((s) => s.id === ids[0]) ?? null;
        const last = ends.find((s) => s.id === ids.at(-1)) ?? null;
        const tags = [...meta.tags, ...ids.map((id) => `post:${id}`)];
        this.pages.set(key, value, tags, seq, Number.POSITIVE_INFINITY, { ...meta, ids, first, last });
      });
      this.pages.hold(key, job);
    }
    this.pages.restore(unmoved);
  }

  /**
   * The text searches a change may have altered, checked with the database: those whose matches
   * did not hold a changed article and that it does not match now are put back
   * (text-search-changes.ts textSearchAffected), unless another change came meanwhile. A request
   * for one of them meanwhile waits for the check.
   */
  private recheck(
    rows: ListChange[],
    totals: Array<Dropped<Total>>,
    pages: Array<Dropped<PageMeta>>,
    rankings: Array<Dropped<Ranking>>,
  ) {
    if (totals.length === 0 && pages.length === 0 && rankings.length === 0) return;
    const seq = this.changes.seq;
    const texts = [...new Set([...totals, ...pages, ...rankings].map((d) => d.meta.filter.text ?? ''))];
    const check = textMatchesNow(
      this.db,
      rows.map((r) => r.i),
      texts,
    ).then(
      (now) => {
        if (this.changes.seq !== seq) return;
        const kept = totals.filter((d) => !textSearchAffected(d.meta, rows, now));
        for (const { meta } of kept) for (const id of leavers(meta, rows, now)) meta.candidates?.delete(id);
        this.totals.restore(kept);
        this.pages.restore(pages.filter((d) => !textSearchAffected(d.meta, rows, now)));
        this.rankings.restore(rankings.filter((d) => updateRanking(d.meta, rows, now)));
      },
      () => {},
    );
    for (const { key } of totals) this.totals.hold(key, check);
    for (const { key } of pages) this.pages.hold(key, check);
    for (const { key } of rankings) this.rankings.hold(key, check);
  }

  /**
   * Waits until this instance has heard every change committed before now: a notification sent
   * after the commit arrives after the commit's own. A write's reply waits for it, so the writer's
   * next read never finds the list as it was. A value read before it is kept only if no change
   * came meanwhile (TaggedCache.set): every change it holds was heard before it was read, and
   * every later one is heard after, so a change is never applied to a value that already holds it
   * (a total moved by one twice, a page moved by a row twice). Answers false when not heard.
   */
  async settle(): Promise<boolean> {
    if (!this.changes.listening) return false;
    const marker = `${SYNC_PREFIX}${process.pid}:${Math.random().toString(36).slice(2)}`;
    const heard = this.changes.heard(marker, 1_000);
    await this.db.execute(sql`select pg_notify(${LIST_CHANNEL}, ${marker})`);
    return heard;
  }
}

/** Starts hearing the list's changes; answers the cache and the function that stops it. */
export async function openPostListCache(
  database: Database,
): Promise<{ cache: PostListCache; stop: () => Promise<void> }> {
  const feed = await listenToContentChanges(database, LIST_CHANNEL);
  return { cache: new PostListCache(feed.changes, database.db), stop: feed.stop };
}

/** Writes whose reply waits until this instance has heard their list changes (PostListCache.settle). */
const LIST_WRITES = /^\/api\/(posts|menus|users)(\/|$|\?)(?!.*\/presence)/;

/** The article list's cache of this instance, hearing every instance's writes, and the barrier of its own. */
export async function registerPostListCache(
  app: FastifyInstance,
  database: Database,
): Promise<PostListCache> {
  const { cache, stop } = await openPostListCache(database);
  app.decorate('postListCache', cache);
  app.addHook('onClose', () => stop().catch(() => {}));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && LIST_WRITES.test(request.url))
      await cache.settle();
    return payload;
  });
  return cache;
}
