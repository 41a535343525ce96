import type { ReportDefinition } from '../../src/engine/definition/report';
import type { Registry } from '../../src/engine/registry/buildRegistry';
import type { ReportRequest, ReportResult } from '../../src/engine/request/types';
import { sortableFields } from '../../src/engine/request/sortableFields';
import { BASE_CURRENCY } from '../warehouse/schema';
import { QueryTimeoutError, type Row, type Warehouse } from '../warehouse/warehouse';
import { CompileError } from './errors';
import { emitReport, type EmittedReport, type Statement } from './stages/emit';
import { resolveFilters } from './stages/resolveFilters';
import { shapeChart, shapePage } from './stages/shape';
import type { RollupCatalog, RowScope } from './types';

export interface CompileContext {
  registry: Registry;
  catalog: RollupCatalog;
  /** Today (YYYY-MM-DD): date presets resolve against it. */
  today: string;
  /** Last day with data in the warehouse. */
  dataEnd: string;
  useRollups?: boolean;
}

/** Stage 1, validate: what JSON Schema cannot say (the route already checked the shape against the definition's schema). */
function validateRequest(report: ReportDefinition, request: ReportRequest): void {
  const allowed = sortableFields(report);
  for (const s of request.sort ?? []) if (!allowed.includes(s.field)) throw new CompileError(9400, `cannot sort by '${s.field}'`);
  for (const key of Object.keys(request.filters ?? {})) if (!report.filters.some((f) => f.key === key)) throw new CompileError(9400, `unknown filter '${key}'`);
}

/**
 * The compiler, stage by stage: validate → resolve filters and row scope → plan model parts and
 * choose rollups → emit SQL with bound parameters. Pure: it reads no database.
 */
export function compileReport(report: ReportDefinition, request: ReportRequest, scope: RowScope, ctx: CompileContext, allRows = false): EmittedReport & { range?: { from: string; to: string }; previousRange?: { from: string; to: string } } {
  validateRequest(report, request);
  const filters = resolveFilters(report, request.filters ?? {}, ctx.today, scope);
  const emitted = emitReport(report, request, filters, { registry: ctx.registry, catalog: ctx.catalog, useRollups: ctx.useRollups ?? true, dataEnd: ctx.dataEnd }, allRows);
  return { ...emitted, range: filters.range, previousRange: report.query.kind === 'model' && report.query.compare ? filters.previousRange : undefined };
}

export async function run(warehouse: Warehouse, s: Statement, timeoutMs: number): Promise<Row[]> {
  try {
    return await warehouse.query(s.sql, s.params, { timeoutMs });
  } catch (e) {
    if (e instanceof QueryTimeoutError) throw new CompileError(9408, 'The report took too long and was cancelled; narrow the date range or filters');
    throw e;
  }
}

/** Run with a timeout, then shape rows, total, totals row and chart series into the API's result. */
export async function runReport(report: ReportDefinition, request: ReportRequest, scope: RowScope, ctx: CompileContext, warehouse: Warehouse, timeoutMs = 30_000): Promise<ReportResult> {
  const started = performance.now();
  const compiled = compileReport(report, request, scope, ctx);
  const [pageRows, totalsRows, chartRows] = await Promise.all([
    run(warehouse, compiled.page, timeoutMs),
    compiled.totals ? run(warehouse, compiled.totals, timeoutMs) : Promise.resolve(null),
    compiled.chart ? run(warehouse, compiled.chart, timeoutMs) : Promise.resolve(null),
  ]);
  const page = shapePage(pageRows);
  return {
    res: page.res,
    total: page.total,
    totals: totalsRows?.[0] ?? null,
    chart: chartRows && compiled.chart ? shapeChart(chartRows, compiled.chart) : null,
    meta: {
      reportId: report.id, range: compiled.range, previousRange: compiled.previousRange, source: compiled.sources,
      ms: Math.round(performance.now() - started), baseCurrency: BASE_CURRENCY,
    },
  };
}
