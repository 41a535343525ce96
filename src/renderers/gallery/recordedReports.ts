import type { ReportView } from '../../engine/report/reportView';
import type { ReportResult } from '../../engine/request/types';

/** A result recorded from the demo warehouse by server/reports/recordStories.ts. */
export interface RecordedReport {
  view: ReportView;
  result: ReportResult;
}

const files = import.meta.glob<RecordedReport>('./recorded/*.json', { eager: true, import: 'default' });

/** Every recorded report by id (stories and tests only; the console never reads recorded data). */
export const RECORDED: Readonly<Record<string, RecordedReport>> = Object.fromEntries(
  Object.entries(files).map(([file, record]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), record]),
);

export function recorded(id: string): RecordedReport {
  const r = RECORDED[id];
  if (!r) throw new Error(`no recorded result for report '${id}' (run npx tsx server/reports/recordStories.ts)`);
  return r;
}
