import { useTranslation } from 'react-i18next';
import { formatter, type FormatContext } from '../../engine/format/formatters';
import type { ReportView } from '../../engine/report/reportView';
import type { SearchState } from '../hooks/searchState';
import { headerText } from '../format/fieldLabel';
import { moneyHeader } from '../../engine/report/columnHeader';
import { EmptyState, ErrorState, IdleState, LoadingOverlay } from '../states/StateOverlays';

/**
 * The `record` layout: the first row as label–value pairs (one member's profile); text only, never
 * HTML. Without a row (before a search, nobody found, an error) the card holds the state alone: the
 * labels of a record that is not there would only show through it.
 */
export function RecordCard({ view, ctx, state, onRetry }: { view: ReportView; ctx: FormatContext; state: SearchState; onRetry: () => void }) {
  const { t } = useTranslation();
  const first = state.status === 'idle' ? null : state.first;
  const row = first?.res[0];
  const overlay = state.status === 'idle' ? <IdleState />
    : state.status === 'loading' ? <LoadingOverlay />
    : state.status === 'error' ? <ErrorState message={state.message} onRetry={onRetry} />
    // a member's record is there for any period once the member is found (its lifetime figures):
    // none means nobody with that id or account on the site, which a longer period would not change
    : !row ? <EmptyState message={t('renderers.state.noRecord')} /> : null;
  return (
    <section className={row ? 'report-record card' : 'report-record record-state card'} aria-label={t('renderers.member.record.label')} aria-busy={state.status === 'loading'}>
      {row && (
        <dl className="record-list">
          {view.columns.map((c) => (
            <div key={c.field} className="record-item" data-field={c.field}>
              <dt>{c.money ? moneyHeader(t, headerText(t, c.header), ctx.currency) : headerText(t, c.header)}</dt>
              <dd className={c.kind === 'measure' ? 'cell-num' : undefined}>{formatter(c.format).text(row[c.field], ctx, c.enumKey)}</dd>
            </div>
          ))}
        </dl>
      )}
      {overlay}
    </section>
  );
}
