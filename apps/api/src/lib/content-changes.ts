import type { Database } from '../db/client.ts';

/** The channel the content triggers of migration 0015 notify, with the surrogate keys a change touched. */
export const CONTENT_CHANNEL = 'newsroom_content';
/** The key of a notification that touches everything (an author's new name; a lost connection). */
export const ALL_CONTENT = '*';

/**
 * What changed on the public side, as every instance hears it: the content triggers notify the
 * surrogate keys of a change in its own transaction (so on commit), and each server listens. The
 * caches of the content API and the content keys drop what a change touched. While the listening
 * connection is down, `listening` is false and those caches must not answer from memory: they
 * could miss a change (a revoked key must stop working at once on every instance).
 */
export class ContentChanges {
  private readonly subscribers = new Set<(keys: readonly string[]) => void>();
  listening = false;
  /** Counts the notifications heard; a reply computed across one is not kept. */
  seq = 0;

  subscribe(fn: (keys: readonly string[]) => void): void {
    this.subscribers.add(fn);
  }

  /** One notification: space-separated surrogate keys, or '*'. */
  notify(payload: string): void {
    this.seq++;
    const keys = payload.split(' ').filter((k) => k !== '');
    for (const fn of this.subscribers) fn(keys);
  }

  setListening(listening: boolean): void {
    // Whatever was kept while a connection was lost may be stale.
    if (listening !== this.listening) this.notify(ALL_CONTENT);
    this.listening = listening;
  }
}

/** Starts listening; answers the feed and the function that stops it. */
export async function listenToContentChanges(
  database: Pick<Database, 'listen'>,
): Promise<{ changes: ContentChanges; stop: () => Promise<void> }> {
  const changes = new ContentChanges();
  const stop = await database.listen(
    CONTENT_CHANNEL,
    (payload) => changes.notify(payload),
    (listening) => changes.setListening(listening),
  );
  return { changes, stop };
}
