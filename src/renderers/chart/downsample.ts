/** PERFORMANCE.md: at most 2,000 points a series are drawn; animations stop above 1,000. */
export const MAX_POINTS = 2000;
export const ANIMATION_POINT_LIMIT = 1000;

/**
 * The indices to draw when a series is longer than `max`: evenly spaced, always keeping the first
 * and the last point, so a long time axis keeps its whole span.
 */
export function sampleIndices(length: number, max = MAX_POINTS): number[] {
  if (length <= max) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (max - 1);
  const picked = new Set<number>();
  for (let k = 0; k < max; k++) picked.add(Math.round(k * step));
  return [...picked].sort((a, b) => a - b);
}

export function pick<T>(values: readonly T[], indices: readonly number[]): T[] {
  return indices.map((i) => values[i]);
}
