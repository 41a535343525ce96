/**
 * `npm run explain -- <report> ['<request JSON>']`: how the console answers one request on the
 * warehouse of DATA_DIR (the demo's, generated if missing, as `npm start`): each step of the plan
 * with the tables it reads, what of it the tables held in memory can answer, the executor that
 * answered and why any statement went on to the next, then the SQL each step would run.
 * Every site is in scope, with the contact right (an administrator's view).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReportDefinition } from '../../src/engine/definition/report';
import type { ReportRequest } from '../../src/engine/request/types';
import { CompileError } from '../compiler/errors';
import { compileReport, newTrace, run, traceMeta } from '../compiler/pipeline';
import { keepsPlan } from '../compiler/keepPlan';
import { residentTableNames } from '../compiler/resident/tables';
import { derivedLines, headLine, modelPlanLines, pivotLines, stepLines } from '../compiler/planText';
import { warehouseKind } from '../compiler/executors';
import { ensureWarehouse } from '../datagen/ensure';
import { openDuckWarehouse } from '../warehouse/duckdb';
import type { Warehouse } from '../warehouse/warehouse';
import { createReportService, type ReportService } from './reportService';

const out = (line = '') => process.stdout.write(`${line}\n`);

/**
 * The lines `npm run explain` prints for one request of a report, as an administrator of `siteIds`:
 * on the day of `nowMs`: the plan's steps, what the held tables answer, the executor that answered and the SQL. A request
 * the report refuses is one line saying why. With `analyze`, each statement DuckDB ran is profiled too
 * (EXPLAIN ANALYZE: each operator's time and rows), printed after its SQL.
 */
export async function explain(service: ReportService, warehouse: Warehouse, report: ReportDefinition, request: ReportRequest, siteIds: readonly number[], nowMs = Date.now(), analyze = false): Promise<string[]> {
  const lines: string[] = [`${report.id} ${JSON.stringify(request)}`];
  const ctx = service.context(nowMs);
  let compiled;
  try {
    compiled = compileReport(report, request, { siteIds, contact: true }, ctx);
  } catch (e) {
    if (e instanceof CompileError) return [...lines, `refused (${e.status}): ${e.message}`];
    throw e;
  }
  lines.push(headLine(compiled), ...derivedLines(compiled), ...pivotLines(compiled), ...modelPlanLines(compiled));
  for (const step of compiled.steps) {
    const trace = newTrace();
    const started = performance.now();
    const rows = await run(warehouse, step.statement, 30_000, { trace, keepPlan: keepsPlan(step.reads, ctx.catalog) });
    const how = traceMeta(trace);
    lines.push('', ...stepLines(step, warehouseKind(warehouse)));
    lines.push(`  answered by: ${how.engine} (${rows.length} rows, ${(performance.now() - started).toFixed(1)} ms)`);
    for (const f of how.fallbacks ?? []) lines.push(`  went on because: ${f}`);
    lines.push('  SQL:', step.statement.sql.replace(/^/gm, '    '));
    if (analyze && how.engine === 'duckdb' && warehouse.dialect === 'duckdb') {
      const [profile] = await warehouse.query(`EXPLAIN ANALYZE ${step.statement.sql}`, step.statement.params);
      lines.push('  profile (EXPLAIN ANALYZE, a second run):', String(profile?.explain_value ?? '').replace(/^/gm, '    '));
    }
  }
  return lines;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const analyze = args.includes('--analyze');
  const [id, json] = args.filter((a) => a !== '--analyze');
  if (!id) throw new Error("usage: npm run explain -- <report id> ['<request JSON>'] [--analyze]");
  const request = json ? JSON.parse(json) as ReportRequest : {};
  const { file } = await ensureWarehouse({ dataDir: path.resolve(process.env.DATA_DIR || './data') });
  const warehouse = await openDuckWarehouse(file, { readOnly: true });
  try {
    const service = await createReportService(warehouse, { cache: false });
    const report = service.registry.reports.get(id);
    if (!report) throw new Error(`no report '${id}'; reports: ${[...service.registry.reports.keys()].sort().join(', ')}`);
    await warehouse.resident()?.hold(residentTableNames(service.registry.models.values()));
    const [{ sites }] = await warehouse.query('SELECT list(site_id ORDER BY site_id) AS sites FROM dim_site');
    for (const line of await explain(service, warehouse, report, request, (sites as number[]).map(Number), Date.now(), analyze)) out(line);
  } finally {
    await warehouse.close();
  }
}

// run as a command (npm run explain), not when imported
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => { process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`); process.exit(1); });
}
