/**
 * Records real results of every report for the Storybook gallery (src/renderers/gallery): runs
 * each registered report over all sites of the demo warehouse, on the warehouse's own last day
 * (so a recording never depends on the day it is made), and writes
 * src/renderers/gallery/recorded/<id>.json = {view, filters?, result, sections?}. A report that
 * needs criteria (a member to look up, a member recap, search criteria) is recorded with a real
 * subject (storySubjects.ts). Files of reports no longer registered are removed. Stories only;
 * the console never reads these files.
 *
 *   npm run record-stories                    the demo warehouse (scale 2, ending STORY_END_DATE), generated once into .cache/story-warehouse-<that day>
 *   npm run record-stories -- <warehouse>     another warehouse file
 *   npm run record-stories -- --only a,b      only these reports (the dev loop records a new or changed report so)
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { PAGE_SIZES } from '../../src/engine/request/requestSchema';
import { reportView, type ReportView } from '../../src/engine/report/reportView';
import { needsCriteria } from '../../src/engine/report/sampleFilters';
import type { ReportRequest } from '../../src/engine/request/types';
import type { RecordedReport } from '../../src/renderers/gallery/recordedReports';
import { DEFAULT_SCALE, DEFAULT_SEED, ensureWarehouse } from '../datagen/ensure';
import { terminalProgress } from '../datagen/progress';
import { openDuckWarehouse } from '../warehouse/duckdb';
import { createReportService, type ReportService } from './reportService';
import { subjectCandidates, subjectFilters, type StorySubject } from './storySubjects';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'src/renderers/gallery/recorded');
/** The last day of the demo warehouse the gallery is recorded from: every recorded report's "today" (tests/src/renderers/demoSession.test.ts). */
const STORY_END_DATE = '2026-11-28';
/** Named by its last day: a warehouse generated for another day is never taken for it. */
const STORY_DATA_DIR = path.join(ROOT, `.cache/story-warehouse-${STORY_END_DATE}`);

/** As the API sends it: BigInts as numbers, dates as ISO text. */
const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v), 2);

/** Remote reports record their largest page, so the gallery can page and sort through real rows. */
const pageOf = (view: ReportView): Pick<ReportRequest, 'page'> =>
  (view.paging.mode === 'remote' ? { page: { index: 0, size: PAGE_SIZES[PAGE_SIZES.length - 1] } } : {});

interface Recorder {
  record(report: ReportDefinition, filters?: Record<string, unknown>): Promise<RecordedReport>;
}

function recorder(service: ReportService, siteIds: number[], nowMs: number): Recorder {
  return {
    async record(report, filters) {
      const view = reportView(report, service.registry);
      const run = (v: ReportView, section?: string) =>
        service.run(report, { ...(filters ? { filters } : {}), ...pageOf(v), ...(section ? { section } : {}) }, { siteIds }, nowMs);
      const result = await run(view);
      const sections: Record<string, RecordedReport['result']> = {};
      for (const s of view.sections) sections[s.section!] = await run(s, s.section);
      return { view, ...(filters ? { filters } : {}), result, ...(view.sections.length ? { sections } : {}) };
    },
  };
}

/** Rows in the main result and in each section: what a story of the report shows. */
const shown = (r: RecordedReport) => (r.result.res.length > 0 ? 100 : 0) + Object.values(r.sections ?? {}).filter((s) => s.res.length > 0).length;

/**
 * Records the reports that need criteria with the candidate subject whose stories show the most:
 * rows in every such report first, then in as many of their sections as possible.
 */
async function recordWithSubject(rec: Recorder, reports: ReportDefinition[], candidates: StorySubject[]): Promise<Map<string, RecordedReport>> {
  let best = new Map<string, RecordedReport>();
  let bestScore = -1;
  const full = reports.reduce((n, r) => n + 100 + (r.sections?.length ?? 0), 0);
  for (const subject of candidates) {
    const records = new Map<string, RecordedReport>();
    for (const report of reports) records.set(report.id, await rec.record(report, subjectFilters(report, subject)));
    const score = [...records.values()].reduce((n, r) => n + shown(r), 0);
    if (score > bestScore) [best, bestScore] = [records, score];
    if (score === full) break;
  }
  return best;
}

async function warehouseFile(arg: string | undefined): Promise<string> {
  if (arg) return path.resolve(arg);
  const progress = terminalProgress(process.stderr, 'story warehouse');
  const { file, generated } = await ensureWarehouse({ dataDir: STORY_DATA_DIR, scale: DEFAULT_SCALE, seed: DEFAULT_SEED, endDate: STORY_END_DATE, onProgress: progress });
  if (generated) progress.finish();
  return file;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? new Set(args.splice(onlyAt, 2)[1]?.split(',').filter(Boolean)) : undefined;
  const file = await warehouseFile(args[0]);
  const warehouse = await openDuckWarehouse(file, { readOnly: true });
  let failed = 0;
  try {
    const service = await createReportService(warehouse);
    const today = service.dataEnd;
    process.stdout.write(`recording from ${file}, today = ${today} (its last day)\n`);
    const sites = await warehouse.query('SELECT site_id FROM dim_site ORDER BY site_id');
    const rec = recorder(service, sites.map((s) => Number(s.site_id)), Date.parse(`${today}T12:00:00Z`));
    const reports = [...service.registry.reports.values()].filter((r) => !only || only.has(r.id)).sort((a, b) => a.id.localeCompare(b.id));
    const withSubject = await recordWithSubject(rec, reports.filter(needsCriteria), await subjectCandidates(warehouse, today));
    await mkdir(OUT_DIR, { recursive: true });
    for (const report of reports) {
      try {
        const record = withSubject.get(report.id) ?? (await rec.record(report));
        const sections = Object.entries(record.sections ?? {}).map(([id, s]) => `, ${id} ${s.res.length}`).join('');
        const subject = record.filters ? ` with ${JSON.stringify(record.filters)}` : '';
        process.stdout.write(`${report.id}: ${record.result.res.length} of ${record.result.total} rows${sections}${subject}\n`);
        await writeFile(path.join(OUT_DIR, `${report.id}.json`), `${json(record)}\n`);
      } catch (error) {
        failed++;
        process.stderr.write(`${report.id}: not recorded: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
    for (const name of only ? [] : await readdir(OUT_DIR)) {
      if (name.endsWith('.json') && !service.registry.reports.has(name.slice(0, -'.json'.length))) {
        await rm(path.join(OUT_DIR, name));
        process.stdout.write(`${name}: removed (no such report)\n`);
      }
    }
  } finally {
    await warehouse.close();
  }
  if (failed) throw new Error(`${failed} report(s) could not be recorded`);
}

main().catch((error: unknown) => {
  process.stderr.write(`recordStories: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
