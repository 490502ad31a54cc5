import type { PublishedLateArticle, ScheduledArticle } from '@newsroom/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { recordRevision } from '../revisions/revisions.service.ts';
import {
  findPublishedLate,
  findUpcomingScheduled,
  lockDueArticles,
  publishLockedArticles,
  recordSchedulerRun,
} from './scheduling.repo.ts';

/**
 * Scheduled publishing. A draft with a publish_at (set by the article's save) is published by the
 * first scheduler run after that time, on whichever instance gets there first: the rows are locked
 * with FOR UPDATE SKIP LOCKED in the publishing transaction, so each is published exactly once
 * with several instances, and a due draft stays due in the database until then, so nothing is lost
 * across a restart (the run at start catches up).
 *
 * What it publishes late is flagged published_late (docs/api.md): an article whose run came more
 * than an interval and SCHEDULER_GRACE_MS after its time, and every article due by a run that came
 * that long after the previous run of any instance, or with none recorded yet (no server ran at
 * their time, however soon the restart). Each run records its time in one shared row (recordSchedulerRun), which also keeps the
 * latest such run, so that all instances and batches publishing after a gap flag alike.
 */

/** Articles published per transaction; a run repeats until a batch is not full. */
export const PUBLISH_BATCH = 50;
/** How often a running server looks for due articles: well within the 30 s an article may wait. */
export const SCHEDULER_INTERVAL_MS = 10_000;
/** What a run may come later than one interval (timers, a slow run) before it counts as late. */
export const SCHEDULER_GRACE_MS = 5_000;
/** Batches one run publishes at most, so that a huge backlog never holds a run for long. */
const MAX_BATCHES_PER_RUN = 20;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface PublishRunOptions {
  /** The run's time; default the system clock. */
  now?: Date;
  log?: Log;
  /** The scheduler's interval, default SCHEDULER_INTERVAL_MS: what counts as late derives from it. */
  intervalMs?: number;
}

/**
 * Records the run (recordSchedulerRun), then publishes, in one transaction, up to PUBLISH_BATCH
 * active drafts whose publish_at is at or before `now`: each becomes published with its schedule
 * cleared, flagged published_late when it is late (see above), and gets a 'scheduled-publish'
 * revision naming who scheduled it. Answers the ids published (none when another instance holds them).
 */
export async function publishDueArticles(db: Db, options: PublishRunOptions = {}): Promise<number[]> {
  const now = options.now ?? new Date();
  const lateAfterMs = (options.intervalMs ?? SCHEDULER_INTERVAL_MS) + SCHEDULER_GRACE_MS;
  const lateUntil = await recordSchedulerRun(db, now, lateAfterMs);
  // Late: due more than lateAfterMs ago (times are whole milliseconds), or by the latest run after
  // a gap. A late_until far ahead of this clock (one set back, or another instance's far ahead) is
  // not taken for one.
  let lateThrough = new Date(now.getTime() - lateAfterMs - 1);
  if (lateUntil > lateThrough && lateUntil.getTime() <= now.getTime() + lateAfterMs) lateThrough = lateUntil;
  const published = await inTransaction(db, async (tx) => {
    const due = await lockDueArticles(tx, now, PUBLISH_BATCH);
    const written = await publishLockedArticles(
      tx,
      due.map((d) => d.id),
      now,
      lateThrough,
    );
    const late = new Map(written.map((w) => [w.id, w.late]));
    for (const article of due) {
      await recordRevision(tx, article.id, article.revisionUserId, 'scheduled-publish', {
        scheduledBy: article.scheduledBy,
        publishAt: article.publishAt,
      });
      // The server publishes (no user); who scheduled it is among the changes.
      await recordAudit(tx, {
        entity: 'post',
        entityId: article.id,
        action: 'publish',
        label: article.title,
        actor: { userId: null, email: null },
        changes: {
          menu_type: { before: 'draft', after: 'post' },
          publish_at: { before: article.publishAt.toISOString(), after: null },
          scheduled_by: { before: article.scheduledBy, after: null },
          ...(late.get(article.id) ? { published_late: { before: 0, after: 1 } } : {}),
        },
      });
    }
    return written;
  });
  if (published.length > 0) {
    options.log?.info(
      { published: published.map((p) => p.id), late: published.filter((p) => p.late).map((p) => p.id) },
      'scheduled articles published',
    );
  }
  return published.map((p) => p.id);
}

/** The next scheduled drafts, soonest first (the dashboard's list). */
export function listUpcomingScheduled(db: Db, limit: number): Promise<ScheduledArticle[]> {
  return findUpcomingScheduled(db, limit);
}

/** How far back the dashboard lists the articles published late. */
export const PUBLISHED_LATE_LISTED_MS = 24 * 3600_000;

/** The articles published late in the last 24 hours before `now`, latest first (the dashboard's). */
export function listPublishedLate(db: Db, limit: number, now = new Date()): Promise<PublishedLateArticle[]> {
  return findPublishedLate(db, new Date(now.getTime() - PUBLISHED_LATE_LISTED_MS), limit);
}

export interface SchedulerOptions {
  /** Default SCHEDULER_INTERVAL_MS. */
  intervalMs?: number;
  /** The time a run publishes up to; default the system clock. */
  clock?: () => Date;
}

/**
 * Runs publishDueArticles now (catching up what fell due while no server ran) and then every
 * interval, one run at a time; a failed run is logged and the next interval tries again. main.ts
 * starts it once the server listens (never buildServer: test servers start no timers). Answers the
 * stop function, which resolves when a run in progress has finished.
 */
export function startScheduler(db: Db, log: Log, options: SchedulerOptions = {}): () => Promise<void> {
  const clock = options.clock ?? (() => new Date());
  const intervalMs = options.intervalMs ?? SCHEDULER_INTERVAL_MS;
  let stopped = false;
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !stopped; batch++) {
        const published = await publishDueArticles(db, { now: clock(), log, intervalMs });
        if (published.length < PUBLISH_BATCH) break;
      }
    } catch (err) {
      log.warn({ err }, 'scheduled publishing failed; it runs again at the next interval');
    }
  };
  const tick = () => {
    if (stopped || running) return;
    running = run().finally(() => {
      running = undefined;
    });
  };
  tick();
  const interval = setInterval(tick, intervalMs);
  interval.unref();
  return async () => {
    stopped = true;
    clearInterval(interval);
    await running;
  };
}
