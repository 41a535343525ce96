/** Percentile of a sample (nearest rank on the sorted copy). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
}

export function summarize(values: readonly number[]): Summary {
  return { n: values.length, p50: percentile(values, 50), p95: percentile(values, 95) };
}

export function geometricMean(values: readonly number[]): number {
  const ok = values.filter((v) => v > 0 && Number.isFinite(v));
  return ok.length ? Math.exp(ok.reduce((a, v) => a + Math.log(v), 0) / ok.length) : NaN;
}

export interface RunPlan {
  /** Most measured runs. */
  runs: number;
  /** Fewest measured runs, whatever the time they take. */
  minRuns?: number;
  warmup?: number;
  /** Stop adding runs (above minRuns) once this much time went into measuring. */
  budgetMs?: number;
}

/**
 * Runs `fn` `warmup` times unmeasured, then up to `runs` times, returning milliseconds. A slow
 * request gets fewer runs (at least `minRuns`), so the whole benchmark keeps to its time.
 */
export async function timeRuns(fn: () => Promise<unknown>, plan: RunPlan | number): Promise<number[]> {
  const { runs, minRuns = 3, warmup = 1, budgetMs = Infinity } = typeof plan === 'number' ? { runs: plan } : plan;
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  const started = performance.now();
  while (times.length < runs && (times.length < minRuns || performance.now() - started < budgetMs)) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times;
}

export const ms = (v: number) => (Number.isFinite(v) ? (v >= 100 ? v.toFixed(0) : v.toFixed(1)) : '–');
