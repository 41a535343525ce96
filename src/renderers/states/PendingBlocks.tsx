import { useTranslation } from 'react-i18next';
import type { ReportView } from '../../engine/report/reportView';
import { fieldLabel } from '../format/fieldLabel';
import { gridHeight, MAX_VISIBLE_ROWS } from '../grid/gridHeight';
import '../tiles/tiles.css';

/*
 * What a report shows while its code or its first answer is on the way: blocks of the size the
 * tiles, chart and grid will have, so nothing below them moves when they are drawn (CLS,
 * PERFORMANCE.md). Their text is the real labels kept invisible, so each block wraps as the
 * drawn one does, in either language.
 */

/** The KPI tiles, labels kept (invisible) so each tile is as tall as the drawn one. */
export function KpiTilesPending({ view }: { view: Pick<ReportView, 'tiles' | 'columns'> }) {
  const { t } = useTranslation();
  const tiles = view.tiles ?? [];
  if (tiles.length === 0) return null;
  return (
    <ul className="kpi-tiles kpi-tiles-pending" aria-hidden="true">
      {tiles.map((tile) => (
        <li key={tile.field} className="kpi-tile card skeleton">
          <span className="kpi-label">{fieldLabel(t, view, tile.field)}</span>
          <strong className="kpi-value">0</strong>
          {tile.growthField && <span className="kpi-growth">0</span>}
        </li>
      ))}
    </ul>
  );
}

/** The chart's card at the height the chart is drawn at. */
export function ChartPending({ height }: { height: number }) {
  return (
    <section className="report-chart card" aria-hidden="true">
      <div className="chart-placeholder skeleton" style={{ height }} />
    </section>
  );
}

/** The grid's card, a page of rows high (as tall as the grid of a full page), with the pager's line. */
export function GridPending({ rows = MAX_VISIBLE_ROWS, totals = true }: { rows?: number; totals?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card grid-pending" aria-busy="true">
      <div className="grid-frame skeleton" style={{ height: gridHeight(rows, totals) }} />
      <div className="pager" aria-hidden="true">
        <span className="pager-counter">{t('common.loading')}</span>
        <span className="pager-controls"><span className="pager-btn" /></span>
      </div>
    </section>
  );
}
