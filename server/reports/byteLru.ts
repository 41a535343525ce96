/** What a cache reports about itself: the server logs it, the benchmark prints it. */
export interface CacheStats {
  hits: number;
  misses: number;
  /** Hits that joined a read still running (the same answer asked twice at once is read once). */
  joined: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  evictions: number;
  /** hits / (hits + misses); 0 before the first lookup. */
  hitRate: number;
}

interface Entry<V> { value: Promise<V>; bytes: number }

/**
 * Least-recently-used promises of values, bounded by their estimated bytes. A value is counted once
 * it settles (`size` of it); a read still running holds its key so a second caller joins it; a
 * rejected read is forgotten. A value above an eighth of the budget is handed out but not kept.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  private counts = { hits: 0, misses: 0, joined: 0, evictions: 0 };
  private readonly settled = new WeakSet<Promise<V>>();

  constructor(readonly maxBytes: number, private readonly size: (value: V, key: string) => number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      this.counts.hits++;
      if (!this.settled.has(hit.value)) this.counts.joined++;
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.counts.misses++;
    const value = load();
    const entry: Entry<V> = { value, bytes: 0 };
    this.entries.set(key, entry);
    value.then((v) => {
      this.settled.add(value);
      if (this.entries.get(key) !== entry) return;
      entry.bytes = this.size(v, key);
      if (entry.bytes > this.maxBytes / 8) {
        this.entries.delete(key);
        return;
      }
      this.bytes += entry.bytes;
      this.evict();
    }, () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every entry (a new warehouse load); counters keep running. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): CacheStats {
    const { hits, misses } = this.counts;
    return { ...this.counts, entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes, hitRate: hits + misses ? hits / (hits + misses) : 0 };
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      // a read still running weighs nothing yet and stays (its caller is waiting for it)
      if (!this.settled.has(entry.value)) continue;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
      this.counts.evictions++;
    }
  }
}
