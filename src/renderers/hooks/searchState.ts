import type { ReportResult } from '../../engine/request/types';

/**
 * Where a search is: loading, answered (with the first page's result, which alone carries the
 * total, the totals row and the chart), or failed with the server's message.
 */
export type SearchState =
  | { status: 'idle' }
  /** `fresh`: a new search (other filters, a Search pressed), not another page or sort of the answer shown. */
  | { status: 'loading'; first: ReportResult | null; fresh?: boolean }
  | { status: 'ready'; first: ReportResult }
  | { status: 'error'; message: string; first: ReportResult | null };

export type SearchEvent =
  | { type: 'start'; fresh?: boolean }
  | { type: 'page'; index: number; result: ReportResult }
  | { type: 'fail'; message: string }
  /** No search any more (the form reset to values that need a criterion first). */
  | { type: 'clear' };

/** Later pages keep the first page's totals and chart; a new first page replaces them. */
export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  const first = state.status === 'idle' ? null : state.first;
  switch (event.type) {
    case 'start': return { status: 'loading', first, ...(event.fresh ? { fresh: true } : {}) };
    case 'page': return { status: 'ready', first: event.index === 0 || !first ? event.result : { ...first, total: event.result.total } };
    case 'fail': return { status: 'error', message: event.message, first };
    case 'clear': return { status: 'idle' };
  }
}

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
