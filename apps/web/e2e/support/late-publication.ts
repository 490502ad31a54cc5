// The article the scheduler published late (the dashboard's 'késve' line): one of the seeded news
// articles made a draft due a few minutes ago, then published by the scheduler's first run on the new
// database, as at a start after a time when no server ran. The same article, so no count changes.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../api/src/db/client.ts';
import { posts } from '../../../api/src/db/schema/index.ts';
import { publishDueArticles } from '../../../api/src/modules/posts/scheduling.service.ts';
import { E2E_PUBLISHED_LATE } from './fixtures.ts';

export async function seedLatePublication(db: Db, scheduledBy: number): Promise<void> {
  const publishAt = new Date(Date.now() - E2E_PUBLISHED_LATE.dueMinutesAgo * 60_000);
  await db
    .update(posts)
    .set({ menuType: 'draft', publishAt, scheduledBy })
    .where(eq(posts.title, E2E_PUBLISHED_LATE.title));
  const published = await publishDueArticles(db);
  if (published.length !== 1) throw new Error(`the scheduler published ${published.length} articles, not 1`);
}
