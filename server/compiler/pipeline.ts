import type { ReportDefinition } from '../../src/engine/definition/report';
import type { ReportRequest, ReportResult } from '../../src/engine/request/types';
import { sortableFields } from '../../src/engine/request/sortableFields';
import { requestedPart } from '../../src/engine/report/sections';
import { translator } from '../i18n/translate';
import { BASE_CURRENCY } from '../warehouse/schema';
import type { Row, Warehouse } from '../warehouse/warehouse';
import { CompileError } from './errors';
import { runListPage } from './listPages';
import { run } from './runStatement';
import type { CompiledReport } from './compiledReport';
import type { CompileContext } from './context';
import { emitContext } from './emitContext';
import { emitReport } from './stages/emit';
import { maskRows } from './stages/mask';
import { resolveFilters } from './stages/resolveFilters';
import { shapeChart, shapePage } from './stages/shape';
import type { RowScope } from './types';

export type { CompileContext, CompiledReport };

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Stage 1, validate: what JSON Schema cannot say (the route already checked the shape against the definition's schema). */
function validateRequest(report: ReportDefinition, request: ReportRequest): void {
  const allowed = sortableFields(report);
  for (const s of request.sort ?? []) if (!allowed.includes(s.field)) throw new CompileError(9400, `cannot sort by '${s.field}'`);
  for (const key of Object.keys(request.filters ?? {})) if (!report.filters.some((f) => f.key === key)) throw new CompileError(9400, `unknown filter '${key}'`);
  const one = report.requireOneOf;
  if (one && !one.filters.some((key) => hasValue(request.filters?.[key] ?? report.filters.find((f) => f.key === key)?.default))) {
    throw new CompileError(9400, translator('en')(one.messageKey));
  }
}

/**
 * The compiler, stage by stage: validate → resolve filters and row scope → plan model parts and
 * choose rollups → emit SQL in the warehouse's dialect with bound parameters. Pure: it reads no
 * database. (Running adds the last stage, finish, where the dialect leaves window figures to it.)
 */
export function compileReport(report: ReportDefinition, request: ReportRequest, scope: RowScope, ctx: CompileContext, allRows = false): CompiledReport {
  const part = requestedPart(report, request.section);
  if (!part) throw new CompileError(9400, `unknown section '${String(request.section)}'`);
  const def = part.def;
  validateRequest(def, request);
  let filters = resolveFilters(def, request.filters ?? {}, ctx.today, scope);
  if (part.section?.allTime) filters = { ...filters, range: undefined, previousRange: undefined };
  const emitted = emitReport(def, request, filters, emitContext(ctx), allRows);
  return { ...emitted, def, filters, range: filters.range, previousRange: def.query.kind === 'model' && def.query.compare ? filters.previousRange : undefined };
}

export { run };

/** The page's rows and the chart's (null without a chart): from one statement where the dialect has one, else two. */
async function pageAndChartRows(compiled: CompiledReport, warehouse: Warehouse, timeoutMs: number): Promise<[Row[], Row[] | null]> {
  if (compiled.pageAndChart) {
    const rows = await run(warehouse, compiled.pageAndChart, timeoutMs);
    const parts: [Row[], Row[]] = [[], []];
    for (const { __part, ...row } of rows) parts[Number(__part)].push(row);
    return parts;
  }
  return Promise.all([run(warehouse, compiled.page, timeoutMs), compiled.chart ? run(warehouse, compiled.chart, timeoutMs) : Promise.resolve(null)]);
}

/** Run with a timeout, then shape rows, total, totals row and chart series into the API's result. */
export async function runReport(report: ReportDefinition, request: ReportRequest, scope: RowScope, ctx: CompileContext, warehouse: Warehouse, timeoutMs = 30_000): Promise<ReportResult> {
  const started = performance.now();
  const compiled = compileReport(report, request, scope, ctx);
  if (compiled.def.list) return runListPage(compiled, request, scope, ctx, warehouse, timeoutMs, started);
  const [[pageRows, chartRows], totalsRows] = await Promise.all([
    pageAndChartRows(compiled, warehouse, timeoutMs),
    compiled.totals ? run(warehouse, compiled.totals, timeoutMs) : Promise.resolve(null),
  ]);
  const page = shapePage(maskRows(pageRows, scope.contact));
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
