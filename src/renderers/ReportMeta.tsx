import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { periodNotes } from '../engine/dates/periodNotes';
import type { FormatContext } from '../engine/format/formatters';
import type { ReportResult } from '../engine/request/types';
import { globalStore } from '../state/globalStore';
import { serverToday } from '../state/serverClock';

type DataDays = { dataStart?: string | null; dataEnd?: string | null };

/**
 * The period the figures cover, the previous period compared, and the currency amounts are in (the
 * server's, with "converted at daily rates" unless every row is a site's own amount in it);
 * and where the period is not wholly inside the warehouse's days, what that means for the figures.
 */
export function ReportMeta({ result, ctx }: { result: ReportResult | null; ctx: FormatContext }) {
  const { t } = useTranslation();
  const { domain } = useSnapshot(globalStore);
  const range = result?.meta.range;
  const previous = result?.meta.previousRange;
  const notes = range ? periodNotes(range, previous, (domain ?? {}) as DataDays, serverToday()) : {};
  return (
    <p className="report-meta">
      {range && <span>{t('renderers.meta.range', range)}</span>}
      {previous && <span>{t('renderers.meta.previous', previous)}</span>}
      {notes.dataFrom && <span className="report-meta-note">{t('renderers.meta.dataFrom', { date: notes.dataFrom })}</span>}
      {notes.previousDataFrom && <span className="report-meta-note">{t('renderers.meta.previousDataFrom', { date: notes.previousDataFrom })}</span>}
      {notes.previousBeforeData && <span className="report-meta-note">{t('renderers.meta.previousBeforeData', { date: notes.previousBeforeData })}</span>}
      {notes.partialDay && <span className="report-meta-note">{t('renderers.meta.partialDay', { date: notes.partialDay })}</span>}
      {notes.dataTo && <span className="report-meta-note">{t('renderers.meta.dataTo', { date: notes.dataTo })}</span>}
      <span>{t('renderers.meta.currency', { currency: result?.meta.currency ?? ctx.currency })}</span>
      {result?.meta.converted && <span>{t('renderers.meta.converted')}</span>}
    </p>
  );
}
