/** One search of a list report: its sorted keys (when not over the cap) and how many rows it found. */
export interface ListEntry {
  keys: readonly (string | number)[];
  total: number;
  capped?: { count: number; cap: number };
}

/**
 * Sorted keys of list searches, so later pages read their rows by key instead of re-running the
 * sort (PERFORMANCE.md member search). Keyed by report, filters, sort and row scope, so one
 * operator's search never answers another scope; the warehouse is read-only while serving, so
 * entries only age out (by count and by time).
 */
export class ListCache {
  private readonly entries = new Map<string, { at: number; entry: Promise<ListEntry> }>();

  constructor(private readonly maxEntries = 64, private readonly ttlMs = 15 * 60_000) {}

  get(key: string, load: () => Promise<ListEntry>, nowMs = Date.now()): Promise<ListEntry> {
    const hit = this.entries.get(key);
    if (hit && nowMs - hit.at < this.ttlMs) return hit.entry;
    const entry = load();
    this.entries.set(key, { at: nowMs, entry });
    entry.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  peek(key: string, nowMs = Date.now()): Promise<ListEntry> | undefined {
    const hit = this.entries.get(key);
    return hit && nowMs - hit.at < this.ttlMs ? hit.entry : undefined;
  }
}
