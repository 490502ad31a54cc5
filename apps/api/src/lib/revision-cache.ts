/**
 * A bounded cache whose entries are valid for one data revision (see the data_revisions table).
 * A reader that finds the same revision as when the entry was stored gets an exact answer
 * without running the query again; any write to the table makes every entry stale at once.
 */
export class RevisionCache<V> {
  private readonly entries = new Map<string, { revision: number; value: V }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, revision: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.revision !== revision) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh the key's place so the least recently used entry is the first to go.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The stored value whatever its revision, without touching its place (to prepare work in parallel). */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, revision: number, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { revision, value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
