import type { ChartDef, ReportDefinition, SortDef, TimeGrain } from '../../../src/engine/definition/report';
import type { ReportRequest } from '../../../src/engine/request/types';
import { LOCAL_PAGE_SIZE } from '../../../src/engine/request/requestSchema';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import { CompileError } from '../errors';
import { kindEmitter } from '../kinds/registry';
import { modelQuerySql } from '../sql/modelQuerySql';
import { Params } from '../sql/params';
import { chartSql, EXPORT_ROW_LIMIT, LOCAL_ROW_LIMIT, pageSql, totalsSql } from '../sql/wrapSql';
import type { RollupCatalog } from '../types';
import { fixedConditions, planParts } from './planParts';
import type { ResolvedFilters } from './resolveFilters';

export interface Statement {
  sql: string;
  params: Params['values'];
}

export interface EmittedReport {
  page: Statement;
  totals: Statement | null;
  chart: (Statement & { series: string[]; chart: ChartDef }) | null;
  /** Where each model was read from (rollup table or raw fact), for meta and tests. */
  sources: string[];
  paged: boolean;
}

export interface EmitContext {
  registry: Registry;
  catalog: RollupCatalog;
  useRollups: boolean;
  dataEnd: string;
}

/** The relation `res` of a report's query (a model query or a named kind) as a WITH prefix, and its key fields. */
export function relationFor(report: ReportDefinition, f: ResolvedFilters, ctx: EmitContext, totals: boolean, params: Params, sources: string[]): { withRes: string; dims: string[] } {
  const q = report.query;
  if (q.kind !== 'model') {
    const rel = kindEmitter(q.kind)(q, {
      registry: ctx.registry, catalog: ctx.catalog, useRollups: ctx.useRollups, range: f.range, previousRange: f.previousRange,
      dataEnd: ctx.dataEnd, scope: f.scope, conditions: f.conditions, params: f.params, totals,
    }, params);
    sources.push(...rel.sources);
    return rel;
  }
  const grain = q.time && !totals ? ((typeof q.time.grain === 'string' ? q.time.grain : f.params[q.time.grain.param] ?? 'day') as TimeGrain) : undefined;
  const chosen = q.groupBy && !totals ? String(f.params[q.groupBy.param] ?? q.groupBy.options[0]) : undefined;
  if (q.groupBy && chosen && !q.groupBy.options.includes(chosen)) throw new CompileError(9400, `cannot group by '${chosen}'`);
  const dims = totals ? [] : [...q.dimensions, ...(chosen ? [chosen] : [])];
  const conditions = [...f.conditions, ...fixedConditions(q)];
  const parts = planParts({ measures: q.measures, dimensions: dims, grain, conditions }, ctx.registry.measures, ctx.catalog, ctx.useRollups);
  const periodParts = q.periodTotals?.length ? planParts({ measures: q.periodTotals, dimensions: [], conditions }, ctx.registry.measures, ctx.catalog, ctx.useRollups) : [];
  for (const p of parts) sources.push(p.source.kind === 'rollup' ? p.source.table : p.model.table);
  const partDims = grain ? [...dims, 'stat_date'] : dims;
  const rename = chosen ? { [chosen]: 'group_value' } : undefined;
  const withRes = modelQuerySql({
    query: q, measures: ctx.registry.measures, parts, periodParts, dimensions: partDims,
    range: f.range, previousRange: f.previousRange, scope: f.scope, totals, rename,
  }, params);
  return { withRes, dims: partDims.map((d) => rename?.[d] ?? d) };
}

function chartSeries(chart: ChartDef, f: ResolvedFilters): string[] {
  const s = Array.isArray(chart.series) ? chart.series : (f.params[(chart.series as { param: string }).param] as string[] | undefined) ?? [];
  return chart.splitBy ? s.slice(0, 1) : [...s];
}

/** Emit: the SQL of the grid page, the totals row and the chart, each with its own bound parameters. */
export function emitReport(report: ReportDefinition, request: ReportRequest, f: ResolvedFilters, ctx: EmitContext, allRows = false): EmittedReport {
  const paged = report.paging.mode === 'remote' && !allRows;
  const page = paged ? request.page ?? { index: 0, size: report.paging.mode === 'remote' ? report.paging.pageSize ?? 50 : LOCAL_PAGE_SIZE } : null;
  const sort: SortDef[] = request.sort?.length ? request.sort : [...(report.defaultSort ?? [])];
  const sources: string[] = [];
  const pageParams = new Params();
  const rel = relationFor(report, f, ctx, false, pageParams, sources);
  const first = !page || page.index === 0;
  let totals: Statement | null = null;
  // a list (`list`) has no totals row or chart: it is a list of entities, paged by key (server/compiler/listPages.ts)
  if (first && !report.list && report.columns.some((c) => c.total !== false)) {
    const params = new Params();
    totals = { sql: totalsSql(relationFor(report, f, ctx, true, params, []).withRes), params: params.values };
  }
  let chart: EmittedReport['chart'] = null;
  if (first && report.chart && !allRows && !report.list) {
    const series = chartSeries(report.chart, f);
    if (series.length) {
      const params = new Params();
      const withRes = relationFor(report, f, ctx, false, params, []).withRes;
      chart = { sql: chartSql(withRes, report.chart, series, report.chart.x === 'stat_date', params), params: params.values, series, chart: report.chart };
    }
  }
  return { page: { sql: pageSql(rel.withRes, sort, rel.dims, page, pageParams, allRows ? EXPORT_ROW_LIMIT : LOCAL_ROW_LIMIT), params: pageParams.values }, totals, chart, sources, paged };
}
