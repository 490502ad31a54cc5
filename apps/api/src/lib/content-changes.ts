import type { Database } from '../db/client.ts';

/** The channel the content triggers of migration 0015 notify, with the surrogate keys a change touched. */
export const CONTENT_CHANNEL = 'newsroom_content';
/** The channel of the article list's changes (migration 0016; modules/posts/posts-list.service.ts). */
export const LIST_CHANNEL = 'newsroom_lists';
/** The prefix of a barrier marker: a notification that only says it was heard. */
export const SYNC_PREFIX = 'sync:';
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
  private readonly waiting = new Map<string, () => void>();
  listening = false;
  /** Counts the notifications heard; a reply computed across one is not kept. */
  seq = 0;

  subscribe(fn: (keys: readonly string[]) => void): void {
    this.subscribers.add(fn);
  }

  /** One notification: space-separated surrogate keys, or '*'. */
  notify(payload: string): void {
    const keys = payload.split(' ').filter((k) => k !== '');
    // A write's barrier marker (`sync:…`, see `heard`) changes nothing: kept replies stay valid.
    if (keys.length > 0 && keys.every((k) => k.startsWith(SYNC_PREFIX))) {
      for (const key of keys) this.waiting.get(key)?.();
      return;
    }
    this.seq++;
    for (const fn of this.subscribers) fn(keys);
    for (const key of keys) this.waiting.get(key)?.();
  }

  /**
   * Resolves true when a notification naming `key` is heard, false after `timeoutMs`: a write's
   * barrier. Notifications arrive in commit order, so once a marker sent after a commit is heard,
   * so is everything that commit notified.
   */
  heard(key: string, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (heard: boolean) => {
        clearTimeout(timer);
        this.waiting.delete(key);
        resolve(heard);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.waiting.set(key, () => done(true));
    });
  }

  setListening(listening: boolean): void {
    // Whatever was kept while a connection was lost may be stale.
    if (listening !== this.listening) this.notify(ALL_CONTENT);
    this.listening = listening;
  }
}

/** Starts listening (to the content channel unless told); answers the feed and the function that stops it. */
export async function listenToContentChanges(
  database: Pick<Database, 'listen'>,
  channel = CONTENT_CHANNEL,
): Promise<{ changes: ContentChanges; stop: () => Promise<void> }> {
  const changes = new ContentChanges();
  const stop = await database.listen(
    channel,
    (payload) => changes.notify(payload),
    (listening) => changes.setListening(listening),
  );
  return { changes, stop };
}
