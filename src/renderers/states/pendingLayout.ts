import type { ReportView } from '../../engine/report/reportView';
import { LOCAL_PAGE_SIZE } from '../../engine/request/requestSchema';
import { MAX_VISIBLE_ROWS } from '../grid/gridHeight';

/** Fields a report shows only when it compares the period with the previous one. */
const COMPARED_FIELD = /_(growth_rate|growth|prev|rank_prev|rank_change)$/;

/** Whether the report's answer will name a previous period (its tiles or columns show growth on it). */
export function comparesPeriods(view: Pick<ReportView, 'columns' | 'tiles'>): boolean {
  return (view.tiles ?? []).some((tile) => tile.growthField) || view.columns.some((c) => COMPARED_FIELD.test(c.field));
}

/**
 * The rows a grid keeps room for before its first page answers: a full page, up to the rows shown
 * before the grid scrolls. Most answers fill it; a shorter one moves only what lies below the grid.
 */
export function pendingGridRows(view: Pick<ReportView, 'paging'>, pageSize: number): number {
  return Math.min(view.paging.mode === 'remote' ? pageSize : LOCAL_PAGE_SIZE, MAX_VISIBLE_ROWS);
}
