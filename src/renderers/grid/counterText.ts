import type { Translate } from '../format/fieldLabel';

export interface CounterState {
  /** Zero-based page index. */
  page: number;
  size: number;
  total: number;
}

/** The numbers of spec §9's counter 'Showing a-b records of N (Page p)'. */
export function counterValues({ page, size, total }: CounterState): { from: number; to: number; total: number; page: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0, page: 1 };
  const from = page * size + 1;
  return { from: Math.min(from, total), to: Math.min((page + 1) * size, total), total, page: page + 1 };
}

export function counterText(t: Translate, state: CounterState): string {
  return t('renderers.grid.counter', counterValues(state));
}

export function pageCount(size: number, total: number): number {
  return Math.max(1, Math.ceil(total / size));
}
