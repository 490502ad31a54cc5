import { today, type VisitDevice } from '@newsroom/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordVisitCounts } from './visit-counts.service.ts';
import { findPublishedPostIdByUrl, type VisitCount } from './visits.repo.ts';

export interface VisitTrackerOptions {
  /** How often buffered hits are written, in ms; 0 writes every hit before the reply. */
  flushIntervalMs: number;
  /** How long a path's article (or its absence) is remembered, in ms. */
  pathCacheMs?: number;
  /** How long an unknown path is remembered, in ms (short, so a newly published article counts soon). */
  missCacheMs?: number;
  log?: FastifyBaseLogger;
  /** Told how long each successful write of buffered hits took, in seconds (metrics). */
  onFlush?: (seconds: number) => void;
}

const MAX_CACHED_PATHS = 50_000;

/**
 * The built-in visitor statistics' write side. Hits are summed in memory per article, day and
 * device and written in one transaction per interval (one upsert per table), so a burst of
 * thousands of page views costs a few statements instead of thousands of transactions. Every
 * accepted hit is written: a failed write puts its counts back for the next flush, and closing the
 * server flushes what is left.
 */
export class VisitTracker {
  private pending = new Map<string, VisitCount>();
  private readonly paths = new Map<string, { id: number | undefined; until: number }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly pathCacheMs: number;
  private readonly missCacheMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: VisitTrackerOptions,
  ) {
    this.pathCacheMs = options.pathCacheMs ?? 60_000;
    this.missCacheMs = options.missCacheMs ?? 5_000;
    if (options.flushIntervalMs > 0) {
      this.timer = setInterval(() => void this.flush(), options.flushIntervalMs);
      this.timer.unref();
    }
  }

  /** The active published article at a public path, or undefined; cached for a short while. */
  async findPostId(path: string): Promise<number | undefined> {
    const now = Date.now();
    const cached = this.paths.get(path);
    if (cached && cached.until > now) return cached.id;
    const id = await findPublishedPostIdByUrl(this.db, urlVariants(path));
    if (this.paths.size >= MAX_CACHED_PATHS) this.paths.clear();
    this.paths.set(path, { id, until: now + (id === undefined ? this.missCacheMs : this.pathCacheMs) });
    return id;
  }

  /** Counts one page view of an article today (the newsroom's calendar day). */
  async record(postId: number, device: VisitDevice): Promise<void> {
    this.add({ postId, day: today(), device, views: 1 });
    if (this.options.flushIntervalMs <= 0) await this.flush();
  }

  /** Hits accepted but not yet written. */
  get pendingViews(): number {
    let n = 0;
    for (const c of this.pending.values()) n += c.views;
    return n;
  }

  /** Writes every buffered hit now; flushes never overlap. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  /** Stops the timer and writes what is left (the server's onClose hook). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private add(c: VisitCount): void {
    const key = `${c.postId}|${c.day}|${c.device}`;
    const existing = this.pending.get(key);
    if (existing) existing.views += c.views;
    else this.pending.set(key, { ...c });
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    const started = performance.now();
    try {
      // One transaction: the daily, per-article and site-wide counters always agree.
      await inTransaction(this.db, (tx) => recordVisitCounts(tx, batch));
      this.options.onFlush?.((performance.now() - started) / 1000);
    } catch (err) {
      // Kept for the next flush: an accepted hit is never dropped because the database blinked.
      for (const c of batch) this.add(c);
      this.options.log?.error({ err }, 'visit counters could not be written; retrying at the next flush');
    }
  }
}

/**
 * The stored forms a public path may have: query string and fragment dropped, a full URL reduced
 * to its path, with and without the trailing slash.
 */
export function urlVariants(path: string): string[] {
  let p = path.trim();
  if (/^https?:\/\//i.test(p)) {
    try {
      p = new URL(p).pathname;
    } catch {
      return [];
    }
  }
  p = p.replace(/[?#].*$/, '');
  if (!p.startsWith('/')) p = `/${p}`;
  const bare = p.replace(/\/+$/, '');
  if (bare === '') return ['/'];
  return [`${bare}/`, bare];
}
