import { addDays, today } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../api/src/db/client.ts';
import { posts } from '../../../api/src/db/schema/index.ts';
import { addVisitCounts, type VisitCount } from '../../../api/src/modules/visits/visits.repo.ts';
import { E2E_VISITS } from './fixtures.ts';

async function postIdOf(db: Db, title: string): Promise<number> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.title, title)).limit(1);
  if (!row) throw new Error(`e2e visits: no article '${title}'`);
  return row.id;
}

/** Writes E2E_VISITS through the tracker's own writer, so the three counter tables agree. */
export async function seedVisits(db: Db): Promise<void> {
  const now = today();
  const weekPost = await postIdOf(db, E2E_VISITS.weekPost);
  const oldPost = await postIdOf(db, E2E_VISITS.oldPost);
  const counts: VisitCount[] = [];
  for (const d of E2E_VISITS.week) {
    const day = addDays(now, -d.back);
    counts.push({ postId: weekPost, day, device: 'desktop', views: d.desktop });
    counts.push({ postId: weekPost, day, device: 'mobile', views: d.mobile });
  }
  const oldDay = addDays(now, -E2E_VISITS.old.back);
  counts.push({ postId: oldPost, day: oldDay, device: 'desktop', views: E2E_VISITS.old.desktop });
  counts.push({ postId: oldPost, day: oldDay, device: 'mobile', views: E2E_VISITS.old.mobile });
  await addVisitCounts(db, counts);
}
