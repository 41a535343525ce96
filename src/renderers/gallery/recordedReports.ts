import type { ReportView } from '../../engine/report/reportView';
import type { ReportResult } from '../../engine/request/types';

/**
 * One report as server/reports/recordStories.ts recorded it from the demo warehouse
 * (src/renderers/gallery/recorded/<id>.json): its view and real results.
 */
export interface RecordedReport {
  view: ReportView;
  /** The filter values the result was recorded with beyond the defaults: the subject of a lookup, a recap or a search. */
  filters?: Record<string, unknown>;
  result: ReportResult;
  /** Each section's result over the same filters, by section id. */
  sections?: Record<string, ReportResult>;
}

const files = import.meta.glob<RecordedReport>('./recorded/*.json', { eager: true, import: 'default' });

/** Every recorded report by id (stories and tests only; the console never reads recorded data). */
export const RECORDED: Readonly<Record<string, RecordedReport>> = Object.fromEntries(
  Object.entries(files).map(([file, record]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), record]),
);

export function recorded(id: string): RecordedReport {
  const r = RECORDED[id];
  if (!r) throw new Error(`no recorded result for report '${id}' (run npm run record-stories)`);
  return r;
}
