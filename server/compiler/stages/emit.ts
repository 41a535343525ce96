import type { ChartDef, ReportDefinition, SortDef } from '../../../src/engine/definition/report';
import type { ReportRequest } from '../../../src/engine/request/types';
import { LOCAL_PAGE_SIZE } from '../../../src/engine/request/requestSchema';
import { listCap } from '../listCap';
import type { EmittedReport, PlanStep } from '../plan';
import { keepsPlan } from '../keepPlan';
import { chartLimit, chartOrder, chartPartFields, EXPORT_ROW_LIMIT, LOCAL_ROW_LIMIT, orderKeys } from '../sql/order';
import type { PartsSpec } from './finish';
import type { Statement } from '../types';
import { keyRead } from './keyRead';
import { apart, printLater, type StatementData } from '../statement';
import { wholeRead } from './wholeRead';
import { relationFor, type EmitContext } from './relation';
import type { ResolvedFilters } from './resolveFilters';

export type { EmitContext, EmittedReport };

function chartSeries(chart: ChartDef, f: ResolvedFilters): string[] {
  const s = Array.isArray(chart.series) ? chart.series : (f.params[(chart.series as { param: string }).param] as string[] | undefined) ?? [];
  return chart.splitBy ? s.slice(0, 1) : [...s];
}

/** The page's and chart's orders and the chart's rows, as pageAndChart's SQL has them (sql/order.ts). */
function wholeParts(sort: readonly SortDef[], dims: readonly string[], chart: { chart: ChartDef; series: readonly string[] } | null, page: { index: number; size: number } | null): PartsSpec {
  return {
    page: orderKeys(sort, dims),
    ...(page ? { slice: { offset: page.index * page.size, limit: page.size } } : {}),
    ...(chart ? { chart: { order: chartOrder(chart.chart, chart.series, dims), limit: chartLimit(chart.chart), fields: chartPartFields(chart, dims) } } : {}),
  };
}

/**
 * Emit: every statement of the request in the context's dialect, each with its own bound values:
 * the grid page, the totals row and the chart (or, where the dialect can, the page, the chart and
 * the totals row derived from the rows, in one), or a list's search and its rows by key. The
 * relation is planned (parts, rollups, a kind's SQL) once for the rows and once for the totals' own
 * statement; each statement reads it with a binder forked from the relation's. A statement's SQL is
 * printed when an executor runs it on the warehouse (statement.ts): the steps, and what the
 * executors choose by, are decided here without it.
 */
export function emitReport(report: ReportDefinition, request: ReportRequest, f: ResolvedFilters, ctx: EmitContext, allRows = false): EmittedReport {
  const { wrap } = ctx.dialect;
  const paged = report.paging.mode === 'remote' && !allRows;
  const page = paged ? request.page ?? { index: 0, size: report.paging.mode === 'remote' ? report.paging.pageSize ?? 50 : LOCAL_PAGE_SIZE } : null;
  const sort: SortDef[] = request.sort?.length ? request.sort : [...(report.defaultSort ?? [])];
  const sources: string[] = [];
  const rowParams = ctx.dialect.params();
  const first = !page || page.index === 0;
  const hasTotals = first && report.columns.some((c) => c.total !== false);
  // a grid's first page may carry its totals row, derived from the rows' relation, in the rows' statement
  // (a model query's plan has the totals row's pieces on any dialect: what the tables held in memory read it from)
  const rel = relationFor(report, f, ctx, false, rowParams, sources, hasTotals && !allRows && !report.list && (Boolean(wrap.pageAndChart) || report.query.kind === 'model'));
  // a statement's binder: the relation's values (bound as its SQL is printed) then its own
  const bound = () => {
    void rel.withRes;
    return rowParams.fork();
  };
  const unpagedLimit = allRows ? EXPORT_ROW_LIMIT : LOCAL_ROW_LIMIT;
  const planned = { ...(rel.plan ? { plan: rel.plan } : {}), order: sort, pageAt: page };
  const pageStatement = printLater(() => wrap.page(rel, sort, rel.dims, page, bound(), unpagedLimit));
  const steps: PlanStep[] = [];
  if (report.list) {
    // a list (`list`) has no totals row or chart: it is a list of entities, paged by key (server/compiler/listPages.ts)
    const listKeys = printLater(() => wrap.listKeys(rel, report.list!.key, sort, rel.dims, listCap(report, ctx) + 1, bound()));
    steps.push({ name: 'listKeys', statement: listKeys, reads: sources });
    return { page: pageStatement, totals: null, chart: null, listKeys, rowsByKey: keyRead(report, f, ctx), steps, sources, paged, keys: [report.list.key, ...rel.dims], ...planned };
  }
  // the totals row's own statement: what runs where the rows' statement cannot carry it, and what an export runs
  let totals: Statement | null = null;
  let totalsStep: PlanStep | undefined;
  if (hasTotals) {
    const params = ctx.dialect.params();
    const totalSources: string[] = [];
    const own = relationFor(report, f, ctx, true, params, totalSources);
    totals = printLater(() => wrap.totals(own, params));
    if (!rel.totals) totalsStep = { name: 'totals', statement: totals, reads: totalSources };
  }
  let chart: EmittedReport['chart'] = null;
  if (first && report.chart && !allRows) {
    const series = chartSeries(report.chart, f);
    const def = report.chart;
    if (series.length) chart = Object.assign(printLater(() => wrap.chart(rel, def, series, rel.dims, bound())), { series, chart: def });
  }
  let pageAndChart: Statement | undefined;
  const charted = chart && { chart: chart.chart, series: chart.series };
  // a read of every row (the tables held in memory, or rows read unordered) finished here, with the statement that does it all past the limit
  const finishedHere = (print: () => Statement, read: StatementData, instead: Statement) =>
    printLater(print, { ...read, finish: { ...read.finish, parts: wholeParts(sort, rel.dims, charted, page) }, instead: { above: unpagedLimit, statement: instead } });
  // a dialect without one statement for them (ClickHouse): the page, the chart and the totals row read from the tables held in
  // memory at once where the rows can be, else each by its own statement, run apart as their parts (statement.ts `apart`)
  // a step answering page and chart at once, the totals row's own statement beside it
  const pageAndChartStep = (statement: Statement) => steps.push({ name: 'pageAndChart', statement, reads: sources }, ...(totalsStep ? [totalsStep] : []));
  const carried = !wrap.pageAndChart && Boolean(totalsStep && rel.plan?.totals);
  const held = !wrap.pageAndChart && (chart || carried) ? wholeRead(rel, unpagedLimit + 1, carried) : undefined;
  if (held?.resident || held?.held) {
    const each = apart([pageStatement, chart, carried ? totals : null]);
    steps.push({ name: 'pageAndChart', statement: finishedHere(() => each, held, each), reads: [...new Set([...sources, ...(carried ? totalsStep!.reads : [])])] });
    if (!carried && totalsStep) steps.push(totalsStep);
  } else if ((chart || rel.totals) && wrap.pageAndChart) {
    const both = printLater(() => wrap.pageAndChart!(rel, sort, rel.dims, page, unpagedLimit, charted, bound()));
    pageAndChart = both;
    // a page of every row on small rollups: its rows read unordered, ordered and charted here (the statement above past
    // the limit); so too where its rows can be read from tables held in memory, whatever the statement reads (members'
    // active days of any range from their previous days held: resident/read.ts) and for a remote grid's first page
    const small = keepsPlan(sources, ctx.catalog);
    const read = wrap.wholeRows && wholeRead(rel, unpagedLimit + 1, Boolean(rel.totals));
    const whole = read && (read.resident || (small && !page)) ? finishedHere(() => wrap.wholeRows!(rel, unpagedLimit + 1, bound()), read, both) : undefined;
    pageAndChartStep(whole ?? both);
  } else if (chart && wrap.wholeRows && (!page || wrap.readsWhole?.(rel))) {
    // a page of every row, or a page of rows read whole anyway, on a dialect without one statement for page and chart
    // (ClickHouse): the rows read once, ordered, sliced and charted here, rather than the same relation planned and read
    // again for the chart. Past a page of every row's limit, the two apart; a page read whole holds at most what the
    // page's own read holds (8038 above)
    pageAndChartStep(printLater(() => {
      const read = wrap.wholeRows!(rel, (page ? EXPORT_ROW_LIMIT : unpagedLimit) + 1, bound());
      const finish = { ...read.finish, parts: wholeParts(sort, rel.dims, charted, page) };
      return page ? { ...read, finish: { ...finish, cap: EXPORT_ROW_LIMIT } } : { ...read, finish, instead: { above: unpagedLimit, statement: apart([pageStatement, chart]) } };
    }));
  } else if (charted && page && wrap.pageWithChart) {
    // a remote grid's page and chart in one statement where the dialect numbers rows (a current ClickHouse): `res` planned once
    pageAndChartStep(printLater(() => wrap.pageWithChart!(rel, sort, rel.dims, page, charted, bound())));
  } else {
    steps.push({ name: 'page', statement: pageStatement, reads: sources }, ...(chart ? [{ name: 'chart' as const, statement: chart, reads: sources }] : []), ...(totalsStep ? [totalsStep] : []));
  }
  return { page: pageStatement, totals, chart, pageAndChart, steps, sources, paged, keys: rel.dims, ...planned };
}
