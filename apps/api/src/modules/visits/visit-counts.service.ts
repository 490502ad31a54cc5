import type { Db } from '../../db/client.ts';
import { bumpRevision, DATA_REVISION } from '../app/data-revisions.service.ts';
import { addVisitCounts, type VisitCount } from './visits.repo.ts';

/**
 * Adds a batch of page views to the counters and counts the write in data_revisions, which the
 * reports' and the article list's caches check: call it inside the writer's transaction.
 */
export async function recordVisitCounts(db: Db, counts: VisitCount[]): Promise<void> {
  await addVisitCounts(db, counts);
  await bumpRevision(db, DATA_REVISION.visits);
}
