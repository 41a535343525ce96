import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportView } from './hooks/useReportView';
import type { FilterValues } from '../engine/request/cleanFilters';
import { ReportScreen } from './ReportScreen';
import { ErrorState } from './states/StateOverlays';
import './renderers.css';

export interface ReportWidgetProps {
  reportId: string;
  /** Params supplied by whoever opened the side drawer; they win over the report's defaults. */
  filters?: Record<string, unknown>;
  /** On the dashboard: the grid loads once scrolled into the window (ReportScreen's deferGrid). */
  deferGrid?: boolean;
}

/** A report in the right side drawer: title, chart and grid, run at once with the supplied params. */
export default function ReportWidget({ reportId, filters, deferGrid }: ReportWidgetProps) {
  const { t } = useTranslation();
  const view = useReportView(reportId);
  const key = JSON.stringify(filters ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by value, so a new object with the same params does not rerun
  const carried = useMemo<FilterValues>(() => filters ?? {}, [key]);
  if (view.status === 'loading') return <div className="page-spinner" role="status"><div className="spinner" aria-hidden="true" /><span>{t('common.loading')}</span></div>;
  if (view.status === 'error') return <div className="report card"><ErrorState message={view.message} onRetry={view.retry} /></div>;
  return <ReportScreen key={`${reportId}${key}`} view={view.view} carried={carried} runAtOnce compact deferGrid={deferGrid} />;
}
