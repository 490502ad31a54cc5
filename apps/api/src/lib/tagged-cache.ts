import { ALL_CONTENT, type ContentChanges } from './content-changes.ts';

/**
 * A bounded cache whose entries name the surrogate keys they depend on ('article:12', 'articles',
 * 'placement:top_90'): a change notified with a key drops exactly the entries that name it, on
 * every instance (lib/content-changes.ts). Validity is checked by version: each key has a counter
 * that a change bumps, and an entry remembers the counters of its keys when it was stored, so a
 * change costs one increment however many entries name the key.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, { value: V; tags: readonly string[]; versions: number[] }>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly changes: ContentChanges,
    private readonly maxEntries: number,
  ) {
    changes.subscribe((keys) => {
      for (const key of keys) {
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
  set(key: string, value: V, tags: readonly string[], mark: number): void {
    if (!this.changes.listening || this.changes.seq !== mark) return;
    this.entries.delete(key);
    this.entries.set(key, { value, tags, versions: tags.map((t) => this.versions.get(t) ?? 0) });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
