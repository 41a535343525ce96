/**
 * Whether the Storybook gallery's recorded results (src/renderers/gallery/recorded/<id>.json,
 * written by `npm run record-stories`) still fit the registered reports: every report recorded,
 * its recorded view equal to what reportView gives now, and rows, totals and sections holding the
 * fields its columns and tiles show. Each problem names the report and says what to run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Registry } from '../../src/engine/registry/buildRegistry';
import { reportView, type ReportView } from '../../src/engine/report/reportView';
import type { ReportResult } from '../../src/engine/request/types';
import type { RecordedReport } from '../../src/renderers/gallery/recordedReports';

export const RECORD_COMMAND = 'npm run record-stories';

/** As the recorded file holds it: through JSON (no undefined members). */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The first dotted path where two JSON values differ, for a message an analyst can act on. */
export function firstDifference(a: unknown, b: unknown, at = 'view'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const d = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
      if (d) return d;
    }
  }
  return at;
}

/** Column fields missing from some rows of a result (a field may hold null, but must be there). */
function missingFields(view: ReportView, result: ReportResult): string[] {
  const missing = new Set<string>();
  for (const row of result.res) for (const c of view.columns) if (!(c.field in row)) missing.add(c.field);
  return [...missing];
}

function resultProblems(id: string, part: string, view: ReportView, result: ReportResult | undefined): string[] {
  if (!result) return [`${id}: ${part} was not recorded`];
  const problems: string[] = [];
  if (result.res.length === 0 && !result.meta.capped) problems.push(`${id}: ${part} was recorded with no rows (its story would show an empty report)`);
  const missing = missingFields(view, result);
  if (missing.length) problems.push(`${id}: ${part} rows lack the column field(s) ${missing.join(', ')}`);
  const tiles = view.tiles.filter((t) => !result.totals || !(t.field in result.totals)).map((t) => t.field);
  if (tiles.length && result.res.length) problems.push(`${id}: ${part} totals lack the KPI tile field(s) ${tiles.join(', ')}`);
  return problems;
}

/** Every mismatch as [report id, what is wrong]. */
function mismatches(registry: Registry, read: (id: string) => RecordedReport | undefined, recordedIds: readonly string[]): [string, string][] {
  const problems: [string, string][] = [];
  const add = (id: string, texts: string[]) => { for (const t of texts) problems.push([id, t]); };
  for (const report of [...registry.reports.values()].sort((a, b) => a.id.localeCompare(b.id))) {
    const record = read(report.id);
    if (!record) {
      add(report.id, [`${report.id}: no recorded result for the Storybook gallery`]);
      continue;
    }
    const view = asJson(reportView(report, registry));
    const diff = firstDifference(record.view, view);
    if (diff) {
      add(report.id, [`${report.id}: the recorded view differs from the report's current view at ${diff}`]);
      continue;
    }
    add(report.id, resultProblems(report.id, 'the result', view, record.result));
    for (const s of view.sections) add(report.id, resultProblems(report.id, `section '${s.section}'`, s, record.sections?.[s.section!]));
  }
  for (const id of recordedIds) if (!registry.reports.has(id)) add(id, [`${id}: recorded, but no report has this id any more`]);
  return problems;
}

/**
 * Every mismatch between the registry and the recorded results, each ending with the command that
 * fixes it; [] when the gallery is up to date. `read(id)` answers the recorded file, undefined when absent.
 */
export function recordedProblems(registry: Registry, read: (id: string) => RecordedReport | undefined, recordedIds: readonly string[]): string[] {
  return mismatches(registry, read, recordedIds).map(([, p]) => `${p}: run ${RECORD_COMMAND}`);
}

/** The recorded results on disk: their ids and a reader. */
export function recordedOnDisk(dir: string): { ids: string[]; read: (id: string) => RecordedReport | undefined } {
  const ids = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort() : [];
  return { ids, read: (id) => (ids.includes(id) ? (JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as RecordedReport) : undefined) };
}

/** The registered reports whose recording is missing or stale: what the dev loop records for the gallery. */
export function reportsToRecord(registry: Registry, dir: string): string[] {
  const { ids, read } = recordedOnDisk(dir);
  return [...new Set(mismatches(registry, read, ids).map(([id]) => id).filter((id) => registry.reports.has(id)))];
}
