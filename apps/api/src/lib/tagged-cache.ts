import { ALL_CONTENT, type ContentChanges } from './content-changes.ts';

/**
 * A bounded cache whose entries name the surrogate keys they depend on ('article:12', 'articles',
 * 'placement:top_90'): a change notified with a key drops exactly the entries that name it, on
 * every instance (lib/content-changes.ts). Validity is checked by version: each key has a counter
 * that a change bumps, and an entry remembers the counters of its keys when it was stored, so a
 * change costs one increment however many entries name the key.
 */
interface Entry<V, M> {
  value: V;
  tags: readonly string[];
  versions: number[];
  expires: number;
  meta?: M;
}

/** An entry taken out by `dropWhere`, which `restore` may put back. */
export interface Dropped<M> {
  readonly key: string;
  readonly meta: M;
  readonly entry: unknown;
}

export class TaggedCache<V, M = undefined> {
  private readonly entries = new Map<string, Entry<V, M>>();
  private readonly versions = new Map<string, number>();
  /** Computations under way, by key, with the feed's position when each began (getOrCompute). */
  private readonly flights = new Map<string, { mark: number; promise: Promise<V> }>();
  /** Keys taken out for a closer look, by key, until it ends (hold). */
  private readonly held = new Map<string, Promise<unknown>>();

  /**
   * `keysOf`: the surrogate keys a token of the feed stands for, where a token is not one itself
   * (a record of a change, posts-list-cache.ts); by default the token.
   */
  constructor(
    private readonly changes: ContentChanges,
    private readonly maxEntries: number,
    keysOf: (token: string) => readonly string[] = (token) => [token],
  ) {
    changes.subscribe((tokens) => {
      for (const key of tokens.flatMap(keysOf)) {
        if (key === ALL_CONTENT) {
          this.entries.clear();
          this.versions.clear();
          return;
        }
        this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
      }
    });
  }

  /** The change feed's position: pass it to `set` from before the answer was read. */
  mark(): number {
    return this.changes.seq;
  }

  get(key: string): V | undefined {
    if (!this.changes.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    for (let i = 0; i < entry.tags.length; i++) {
      if ((this.versions.get(entry.tags[i] as string) ?? 0) !== entry.versions[i]) {
        this.entries.delete(key);
        return undefined;
      }
    }
    return entry.value;
  }

  /**
   * Keeps a value read after `mark`, unless a change was heard since (it may predate the change)
   * or nothing is being heard at all.
   */
  set(
    key: string,
    value: V,
    tags: readonly string[],
    mark: number,
    maxAgeMs = Number.POSITIVE_INFINITY,
    meta?: M,
  ): void {
    if (!this.changes.listening || this.changes.seq !== mark) return;
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      tags,
      versions: tags.map((t) => this.versions.get(t) ?? 0),
      expires: Date.now() + maxAgeMs,
      meta,
    });
    this.trim();
  }

  private trim(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * Drops the entries whose `meta` (what `compute` answered with the value) `affected` says a
   * change alters: for changes that tags name too coarsely (posts-list-cache.ts). Call it from a
   * subscriber of the same feed, so that it happens within the change's notification. Answers
   * what it dropped.
   */
  dropWhere(affected: (meta: M) => boolean): Array<Dropped<M>> {
    const dropped: Array<Dropped<M>> = [];
    for (const [key, entry] of this.entries) {
      if (entry.meta === undefined || !affected(entry.meta)) continue;
      this.entries.delete(key);
      dropped.push({ key, meta: entry.meta, entry });
    }
    return dropped;
  }

  /**
   * Makes requests for `key` wait until `until` settles (a closer look at an entry `dropWhere` took
   * out, which may put it back) rather than compute it at once.
   */
  hold(key: string, until: Promise<unknown>): void {
    const settled = until.then(
      () => {},
      () => {},
    );
    this.held.set(key, settled);
    settled.then(() => {
      if (this.held.get(key) === settled) this.held.delete(key);
    });
  }

  /**
   * The value of an entry `dropWhere` took out, if no change named by its tags came since it was
   * kept (it would not have been answered any more) and it has not expired.
   */
  droppedValue(dropped: Dropped<M>): V | undefined {
    const entry = dropped.entry as Entry<V, M>;
    if (entry.expires < Date.now()) return undefined;
    const current = entry.tags.every((tag, i) => (this.versions.get(tag) ?? 0) === entry.versions[i]);
    return current ? entry.value : undefined;
  }

  /**
   * Puts back entries that `dropWhere` took out and a closer look found unchanged, unless a newer
   * value was kept meanwhile. Their tags are checked as ever when they are next read.
   */
  restore(dropped: ReadonlyArray<Dropped<M>>): void {
    for (const { key, entry } of dropped)
      if (!this.entries.has(key)) this.entries.set(key, entry as Entry<V, M>);
    this.trim();
  }

  /**
   * The kept value, or one computation of it however many ask at once (single flight): a request
   * that arrives while the key is being computed waits for that result, unless a change was heard
   * since the computation began (its result may predate the change; a new one starts). `compute`
   * answers the value with the tags and the age limit it is kept under, and `keep`: false when it
   * must not be kept, or a promise of whether it may be. The value is answered at once; it is kept
   * once `keep` says so, and until then the requests of the same position share it.
   */
  getOrCompute(
    key: string,
    compute: () => Promise<{
      value: V;
      tags: readonly string[];
      maxAgeMs?: number;
      meta?: M;
      keep?: boolean | Promise<boolean>;
    }>,
  ): Promise<V> {
    // Deaf to changes, nothing can be kept or shared: a write might go unheard.
    if (!this.changes.listening) return compute().then((r) => r.value);
    const kept = this.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const held = this.held.get(key);
    if (held) return held.then(() => this.getOrCompute(key, compute));
    const mark = this.mark();
    const flight = this.flights.get(key);
    if (flight && flight.mark === mark) return flight.promise;
    let stored: Promise<unknown> = Promise.resolve();
    const promise = compute().then(({ value, tags, maxAgeMs, meta, keep = true }) => {
      stored = Promise.resolve(keep).then((may) => {
        if (may) this.set(key, value, tags, mark, maxAgeMs, meta);
      });
      return value;
    });
    this.flights.set(key, { mark, promise });
    const land = () => {
      if (this.flights.get(key)?.promise === promise) this.flights.delete(key);
    };
    promise.then(() => stored).then(land, land);
    return promise;
  }
}
