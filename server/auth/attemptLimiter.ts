interface Window { count: number; since: number }

const MAX_KEYS = 50_000;

/**
 * Counts failures per key in a fixed window: `blocked` once `max` failures fall within
 * `windowMs` of the first. In memory, bounded: a spray of keys cannot exhaust it.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly max: number, private readonly windowMs: number) {}

  blocked(key: string, nowMs: number): boolean {
    return (this.current(key, nowMs)?.count ?? 0) >= this.max;
  }

  fail(key: string, nowMs: number): void {
    const w = this.current(key, nowMs) ?? { count: 0, since: nowMs };
    w.count += 1;
    this.windows.set(key, w);
    if (this.windows.size > MAX_KEYS) this.prune(nowMs);
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string, nowMs: number): Window | undefined {
    const w = this.windows.get(key);
    if (w && nowMs - w.since >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private prune(nowMs: number): void {
    for (const [k, w] of this.windows) if (nowMs - w.since >= this.windowMs) this.windows.delete(k);
    while (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
  }
}
