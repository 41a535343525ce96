import { useTranslation } from 'react-i18next';
import { formatter, wholeText, type FormatContext } from '../../engine/format/formatters';
import type { ReportResult } from '../../engine/request/types';
import type { ReportView } from '../../engine/report/reportView';
import { fieldLabel } from '../format/fieldLabel';
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
        // a figure in W or E units shows whole on hover, with what the units are
        const whole = wholeText(tile.format, totals[tile.field], ctx);
        const trend = typeof growth === 'number' ? (growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat') : undefined;
        return (
          <li key={tile.field} className="kpi-tile card">
            <span className="kpi-label">{fieldLabel(t, view, tile.field)}</span>
            <strong className="kpi-value" title={whole ? `${whole} (${t('renderers.largeUnits')})` : undefined}>{formatter(tile.format).text(totals[tile.field], ctx)}</strong>
            {trend && <span className={`kpi-growth kpi-${trend}`}>{formatter('growthRate').text(growth, ctx)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
