/**
 * The first index in [lo, hi) at which `before` no longer holds, where it holds for a leading run
 * of the range and not after (a binary search: log2 of the range's length calls of `before`).
 */
export function partitionPoint(lo: number, hi: number, before: (i: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
