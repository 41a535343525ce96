import fs from 'node:fs';
import path from 'node:path';
import type { RecordedReport } from '../../../../src/renderers/gallery/recordedReports';

const DIR = path.resolve(import.meta.dirname, '../../../../src/renderers/gallery/recorded');

/** A recorded {view, result} read from disk (pure tests need no Vite glob). */
export function recorded(id: string): RecordedReport {
  return JSON.parse(fs.readFileSync(path.join(DIR, `${id}.json`), 'utf8')) as RecordedReport;
}

export const RECORDED_IDS = fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
