import type { Db } from '../../db/client.ts';
import { setCoverCredit } from './posts-media.repo.ts';

/** A library image's credit changed: the articles with it as their cover show the new one. */
export function syncCoverCredit(tx: Db, url: string, credit: string): Promise<void> {
  return setCoverCredit(tx, url, credit);
}
