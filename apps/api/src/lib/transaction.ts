import type { Db } from '../db/client.ts';

/**
 * Runs a write and the read-back of its reply in one transaction, so that an error reply (a 503
 * when the database went away between the two included) always means nothing was written: a
 * client may safely retry it.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
