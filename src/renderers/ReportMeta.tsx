import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { periodNotes } from '../engine/dates/periodNotes';
import type { FormatContext } from '../engine/format/formatters';
import type { ReportResult } from '../engine/request/types';
import type { ReportView } from '../engine/report/reportView';
import { comparesPeriods } from './states/pendingLayout';
import { ROW_MARK } from '../engine/report/rowMarks';
import { globalStore } from '../state/globalStore';
import { serverToday } from '../state/serverClock';

type DataDays = { dataStart?: string | null; dataEnd?: string | null; dataTo?: string | null };

/**
 * The period the figures cover, the previous period compared, and the currency amounts are in (the
 * server's, with "converted at daily rates" unless every row is a site's own amount in it) where the
 * report shows amounts (`money`: a report of counts alone names no currency); and where the period is
 * not wholly inside the warehouse's days, what that means for the figures. `site`: the one site the
 * figures are of, where no filter form shows it (the side drawer).
 */
export function ReportMeta({ result, ctx, pending, money = true, site }: { result: ReportResult | null; ctx: FormatContext; pending?: Pick<ReportView, 'columns' | 'tiles'>; money?: boolean; site?: string }) {
  const { t } = useTranslation();
  const { domain } = useSnapshot(globalStore);
  const range = result?.meta.range;
  const previous = result?.meta.previousRange;
  const notes = range ? periodNotes(range, previous, (domain ?? {}) as DataDays, serverToday()) : {};
  const waiting = Boolean(pending && !result);
  return (
    <p className={waiting ? 'report-meta meta-waiting' : 'report-meta'}>
      {waiting && <MetaPending compared={comparesPeriods(pending!)} />}
      {site && <span className="report-meta-site">{t('renderers.meta.site', { name: site })}</span>}
      {range && <span>{t('renderers.meta.range', range)}</span>}
      {previous && <span>{t('renderers.meta.previous', previous)}</span>}
      {notes.dataFrom && <span className="report-meta-note">{t('renderers.meta.dataFrom', { date: notes.dataFrom })}</span>}
      {notes.previousDataFrom && <span className="report-meta-note">{t('renderers.meta.previousDataFrom', { date: notes.previousDataFrom })}</span>}
      {notes.previousBeforeData && <span className="report-meta-note">{t('renderers.meta.previousBeforeData', { date: notes.previousBeforeData })}</span>}
      {notes.partialDay && <span className="report-meta-note">{t('renderers.meta.partialDay', { date: notes.partialDay })}</span>}
      {notes.partialLastDay && <span className="report-meta-note">{t('renderers.meta.partialLastDay', notes.partialLastDay)}</span>}
      {notes.dataTo && <span className="report-meta-note">{t('renderers.meta.dataTo', { date: notes.dataTo })}</span>}
      {/* one note a kind of mark (a cohort's marks, one a checkpoint, share theirs) */}
      {[...new Map((result?.meta.marks ?? []).map((m) => [m.noteKey, m])).values()].map((m) => <span key={m.noteKey} className="report-meta-note">{`${ROW_MARK} ${t(m.noteKey, m.vars)}`}</span>)}
      {money && <span>{t('renderers.meta.currency', { currency: result?.meta.currency ?? ctx.currency })}</span>}
      {money && (result?.meta.converted || waiting) && <span>{t('renderers.meta.converted')}</span>}
    </p>
  );
}

const SOME_DAY = '2000-01-01';

/** Until the first answer: the period's texts (the line is invisible then), so it wraps as the answered line will. */
function MetaPending({ compared }: { compared: boolean }) {
  const { t } = useTranslation();
  const range = { from: SOME_DAY, to: SOME_DAY };
  return (
    <>
      <span>{t('renderers.meta.range', range)}</span>
      {compared && <span>{t('renderers.meta.previous', range)}</span>}
    </>
  );
}
