import type { ChartDef, ReportDefinition, SortDef, TimeGrain } from '../../../src/engine/definition/report';
import type { ReportRequest } from '../../../src/engine/request/types';
import { LOCAL_PAGE_SIZE } from '../../../src/engine/request/requestSchema';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import type { Dialect, ResRelation } from '../dialect/dialect';
import { CompileError } from '../errors';
import { kindEmitter } from '../kinds/registry';
import type { Params } from '../sql/params';
import { activityTableRead } from '../sql/activityMonths';
import { EXPORT_ROW_LIMIT, LOCAL_ROW_LIMIT } from '../sql/order';
import type { RollupCatalog, Statement } from '../types';
import { fixedConditions, planParts } from './planParts';
import type { ResolvedFilters } from './resolveFilters';

export interface EmittedReport {
  page: Statement;
  totals: Statement | null;
  chart: (Statement & { series: string[]; chart: ChartDef }) | null;
  /** The page and the chart in one statement, where the dialect has one (`Wrappers.pageAndChart`): what runs instead of the two. */
  pageAndChart?: Statement;
  /** Where each model was read from (rollup table or raw fact), for meta and tests. */
  sources: string[];
  paged: boolean;
}

export interface EmitContext {
  registry: Registry;
  catalog: RollupCatalog;
  useRollups: boolean;
  dataEnd: string;
  dialect: Dialect;
}

/** The relation `res` of a report's query (a model query or a named kind) for the context's dialect, and its key fields. */
export function relationFor(report: ReportDefinition, f: ResolvedFilters, ctx: EmitContext, totals: boolean, params: Params, sources: string[]): ResRelation & { dims: string[] } {
  const q = report.query;
  if (q.kind !== 'model') {
    const rel = kindEmitter(q.kind, ctx.dialect)(q, {
      registry: ctx.registry, catalog: ctx.catalog, useRollups: ctx.useRollups, range: f.range, previousRange: f.previousRange,
      dataEnd: ctx.dataEnd, scope: f.scope, conditions: f.conditions, params: f.params, totals, dialect: ctx.dialect,
    }, params);
    sources.push(...rel.sources);
    return rel;
  }
  const grain = q.time && !totals ? ((typeof q.time.grain === 'string' ? q.time.grain : f.params[q.time.grain.param] ?? 'day') as TimeGrain) : undefined;
  const chosen = q.groupBy && !totals ? String(f.params[q.groupBy.param] ?? q.groupBy.options[0]) : undefined;
  if (q.groupBy && chosen && !q.groupBy.options.includes(chosen)) throw new CompileError(9400, `cannot group by '${chosen}'`);
  const dims = totals ? [] : [...q.dimensions, ...(chosen ? [chosen] : [])];
  const conditions = [...f.conditions, ...fixedConditions(q)];
  const { lookups } = ctx.dialect;
  const parts = planParts({ measures: q.measures, dimensions: dims, grain, conditions, lookups }, ctx.registry.measures, ctx.catalog, ctx.useRollups);
  const periodParts = q.periodTotals?.length ? planParts({ measures: q.periodTotals, dimensions: [], conditions, lookups }, ctx.registry.measures, ctx.catalog, ctx.useRollups) : [];
  for (const p of [...parts, ...periodParts]) {
    sources.push(p.source.kind === 'raw' ? p.model.table : p.source.kind === 'activity' && lookups ? activityTableRead(p, f.range) : p.source.table);
  }
  const partDims = grain ? [...dims, 'stat_date'] : dims;
  const rename = chosen ? { [chosen]: 'group_value' } : undefined;
  const rel = ctx.dialect.modelRelation({
    query: q, measures: ctx.registry.measures, parts, periodParts, dimensions: partDims,
    range: f.range, previousRange: f.previousRange, scope: f.scope, totals, rename,
  }, params);
  return { ...rel, dims: partDims.map((d) => rename?.[d] ?? d) };
}

function chartSeries(chart: ChartDef, f: ResolvedFilters): string[] {
  const s = Array.isArray(chart.series) ? chart.series : (f.params[(chart.series as { param: string }).param] as string[] | undefined) ?? [];
  return chart.splitBy ? s.slice(0, 1) : [...s];
}

/** Emit: the SQL of the grid page, the totals row and the chart, each with its own bound parameters, in the context's dialect. */
export function emitReport(report: ReportDefinition, request: ReportRequest, f: ResolvedFilters, ctx: EmitContext, allRows = false): EmittedReport {
  const { wrap } = ctx.dialect;
  const paged = report.paging.mode === 'remote' && !allRows;
  const page = paged ? request.page ?? { index: 0, size: report.paging.mode === 'remote' ? report.paging.pageSize ?? 50 : LOCAL_PAGE_SIZE } : null;
  const sort: SortDef[] = request.sort?.length ? request.sort : [...(report.defaultSort ?? [])];
  const sources: string[] = [];
  const pageParams = ctx.dialect.params();
  const rel = relationFor(report, f, ctx, false, pageParams, sources);
  const first = !page || page.index === 0;
  let totals: Statement | null = null;
  // a list (`list`) has no totals row or chart: it is a list of entities, paged by key (server/compiler/listPages.ts)
  if (first && !report.list && report.columns.some((c) => c.total !== false)) {
    const params = ctx.dialect.params();
    totals = wrap.totals(relationFor(report, f, ctx, true, params, []), params);
  }
  let chart: EmittedReport['chart'] = null;
  if (first && report.chart && !allRows && !report.list) {
    const series = chartSeries(report.chart, f);
    if (series.length) {
      const params = ctx.dialect.params();
      const chartRel = relationFor(report, f, ctx, false, params, []);
      chart = { ...wrap.chart(chartRel, report.chart, series, chartRel.dims, params), series, chart: report.chart };
    }
  }
  const unpagedLimit = allRows ? EXPORT_ROW_LIMIT : LOCAL_ROW_LIMIT;
  let pageAndChart: Statement | undefined;
  if (chart && wrap.pageAndChart) {
    const params = ctx.dialect.params();
    const both = relationFor(report, f, ctx, false, params, []);
    pageAndChart = wrap.pageAndChart(both, sort, both.dims, page, unpagedLimit, chart.chart, chart.series, params);
  }
  return { page: wrap.page(rel, sort, rel.dims, page, pageParams, unpagedLimit), totals, chart, pageAndChart, sources, paged };
}
