import { LOCAL_PAGE_SIZE } from '../../engine/request/requestSchema';
import type { ReportView } from '../../engine/report/reportView';
import type { SearchState } from '../hooks/searchState';
import { preloadable } from '../preloadable';
import type { TileTableProps } from './TileTable';
import type { GridRow } from './totalsRow';

/** Whether a tile's answer is drawn by the tile table: its rows came with it, one page of them, no paging. */
export function tileTableFits(view: Pick<ReportView, 'paging' | 'layout'>, state: SearchState, rows: readonly GridRow[]): boolean {
  if (view.paging.mode !== 'local' || view.layout === 'record') return false;
  if (state.status === 'idle') return true;
  return state.first ? rows.length <= LOCAL_PAGE_SIZE : state.status === 'error';
}

/** The tile table as its own small chunk: a dashboard tile fetches it beside its answer; report pages never load it. */
export const lazyTileTable = preloadable<TileTableProps>(() => import('./TileTable'));
