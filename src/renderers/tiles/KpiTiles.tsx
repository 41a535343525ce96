import { useTranslation } from 'react-i18next';
import { formatter, type FormatContext } from '../../engine/format/formatters';
import type { ReportResult } from '../../engine/request/types';
import type { ReportView } from '../../engine/report/reportView';
import { fieldLabel } from '../format/fieldLabel';
import { wholeTip } from '../format/wholeTip';
import './tiles.css';

interface Props {
  view: Pick<ReportView, 'tiles' | 'columns'>;
  totals: ReportResult['totals'];
  ctx: FormatContext;
}

/** The report's headline figures from its totals row, with their growth on the previous period when compared. */
export function KpiTiles({ view, totals, ctx }: Props) {
  const { t } = useTranslation();
  const tiles = view.tiles ?? []; // views recorded before tiles existed have none
  if (!totals || tiles.length === 0) return null;
  return (
    <ul className="kpi-tiles" aria-label={t('renderers.tiles')}>
      {tiles.map((tile) => {
        const growth = tile.growthField ? totals[tile.growthField] : undefined;
        const trend = typeof growth === 'number' ? (growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat') : undefined;
        return (
          <li key={tile.field} className="kpi-tile card">
            <span className="kpi-label">{fieldLabel(t, view, tile.field)}</span>
            <strong className="kpi-value" title={wholeTip(t, tile.format, totals[tile.field], ctx)}>{formatter(tile.format).text(totals[tile.field], ctx)}</strong>
            {trend && <span className={`kpi-growth kpi-${trend}`}>{formatter('growthRate').text(growth, ctx)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
