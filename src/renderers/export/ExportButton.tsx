import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../api/reportApi';
import type { ReportRequest } from '../../engine/request/types';
import { byteText } from './saveBlob';
import { useExport } from './useExport';

export interface ExportButtonProps {
  reportId: string;
  /** The request of the search on screen (filters, sort, currency, language); null before the first search. */
  request: () => ReportRequest | null;
  save?: (blob: Blob, name: string) => void;
  /** Whether a search is on screen to export (before the first, the buttons are disabled and say why). */
  ready?: boolean;
  /** A section's exports (its request names it): the section's id keeps its ids apart from the report's, its title names the buttons' group. */
  section?: { id: string; title: string };
}

/** xlsx and CSV exports of every row of the search on screen (of the report, or of one of its sections); disabled while one runs, with its progress and any error. */
export function ExportButton({ reportId, request, save, ready = true, section }: ExportButtonProps) {
  const { t } = useTranslation();
  const why = `${reportId}${section ? `-${section.id}` : ''}-export-why`;
  const { state, start } = useExport(reportId, save);
  const running = state.status === 'running';
  const progress = running && state.loaded > 0
    ? state.total ? `${Math.round((state.loaded / state.total) * 100)}%` : byteText(state.loaded)
    : '';
  const button = (format: ExportFormat, label: string) => {
    const mine = running && state.format === format;
    return (
      <button type="button" className="btn" disabled={running || !ready} aria-busy={mine} title={ready ? undefined : t('renderers.export.searchFirst')} aria-describedby={ready ? undefined : why}
        onClick={() => { const r = request(); if (r) void start(r, format); }}>
        {mine && <span className="spinner spinner-sm" aria-hidden="true" />}
        {mine ? t('renderers.export.running') : label}
        {mine && progress && <span className="export-progress">{progress}</span>}
      </button>
    );
  };
  return (
    <span className="export" {...(section ? { role: 'group', 'aria-label': section.title } : {})}>
      {!ready && <span id={why} className="sr-only">{t('renderers.export.searchFirst')}</span>}
      {button('xlsx', t('renderers.export.button'))}
      {button('csv', t('renderers.export.csv'))}
      {state.status === 'error' && <span className="export-error" role="alert">{t('renderers.export.failed', { message: state.message })}</span>}
    </span>
  );
}
