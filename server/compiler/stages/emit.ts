import type { ChartDef, ReportDefinition, SortDef } from '../../../src/engine/definition/report';
import type { ReportRequest } from '../../../src/engine/request/types';
import { LOCAL_PAGE_SIZE } from '../../../src/engine/request/requestSchema';
import { hasTotalsRow } from '../../../src/engine/report/reportView';
import { listCap } from '../listCap';
import type { ChartPlan, EmittedReport, PartName, PlanStep, StepRead } from '../plan';
import { keepsPlan } from '../keepPlan';
import { chartLimit, chartOrder, chartPartFields, EXPORT_ROW_LIMIT, LOCAL_ROW_LIMIT, orderKeys } from '../sql/order';
import type { Params } from '../sql/params';
import type { PartsSpec } from './finish';
import type { Statement } from '../types';
import { keyRead } from './keyRead';
import { apart, PART_NAMES, printLater } from '../statement';
import { wholeRead } from './wholeRead';
import { relationFor, type EmitContext, type PlannedRelation } from './relation';
import type { ResolvedFilters } from './resolveFilters';

export type { EmitContext, EmittedReport };

function chartSeries(chart: ChartDef, f: ResolvedFilters): string[] {
  const s = Array.isArray(chart.series) ? chart.series : (f.params[(chart.series as { param: string }).param] as string[] | undefined) ?? [];
  return [...s];
}

/** The page's and chart's orders and the chart's rows, as pageAndChart's SQL has them (sql/order.ts). */
function wholeParts(sort: readonly SortDef[], dims: readonly string[], chart: ChartPlan | null, page: { index: number; size: number } | null): PartsSpec {
  return {
    page: orderKeys(sort, dims),
    ...(page ? { slice: { offset: page.index * page.size, limit: page.size } } : {}),
    ...(chart ? { chart: { order: chartOrder(chart.chart, chart.series, dims), limit: chartLimit(chart.chart), fields: chartPartFields(chart, dims) } } : {}),
  };
}

/**
 * The totals row's own relation (no dimensions) as the tables held in memory read it, where they can:
 * its one row's figures are the totals row's (no windows), and only those fields, as its statement answers.
 */
function totalsKnown(rel: PlannedRelation): PlanStep['known'] {
  const known = wholeRead(rel, 2, false);
  const program = known.finish?.figures;
  if (!known.resident || !program || program.dims.length) return undefined;
  const fields = program.totals.map((step) => [step.name, step.name] as const);
  return { ...known, finish: { figures: { ...program, rows: program.totals }, fields } };
}

/** A read's statement, its SQL printed when first asked for (statements apart print each part so: `print`'s). */
const printed = (read: StepRead, print: (read: StepRead) => Statement): Statement => (read.op === 'apart' ? print(read) : printLater(() => print(read)));

/** A step's statement: its read printed when an executor first asks (with what is `known` before), finished here, the read instead past its limit. */
function stepStatement(step: Omit<PlanStep, 'statement'>, print: (read: StepRead) => Statement): Statement {
  const { read, here, instead, known } = step;
  const more = (finish: Statement['finish']): Partial<Statement> => ({
    ...(here ? { finish: { ...finish, parts: here.parts, ...(here.cap ? { cap: here.cap } : {}) } } : {}),
    ...(instead ? { instead: { above: instead.above, statement: printed(instead.read, print) } } : {}),
  });
  if (known) return printLater(() => print(read), { ...known, ...more(known.finish) });
  if (!here && !instead) return printed(read, print);
  return printLater(() => {
    const s = print(read);
    return { ...s, ...more(s.finish) };
  });
}

/** Whether a relation carries its totals row beside its rows (a kind's packed, a model query's one more group), asked without printing it. */
const carriesTotals = (rel: PlannedRelation): boolean => Boolean(rel.packedTotals) || 'groupedTotals' in rel;

/**
 * Emit: the steps of the request as data (plan.ts StepRead: what each reads of the relation, what
 * the web tier finishes, what answers instead past a limit), chosen for the context's dialect: the
 * grid page, the totals row and the chart (or, where the dialect can, the page, the chart and the
 * totals row derived from the rows, in one), or a list's search and its rows by key. The relation
 * is planned (parts, rollups, a kind's plan) once for the rows and once for the totals' own read;
 * `print` prints a read's SQL in the dialect, each statement with a binder forked from its
 * relation's, when an executor runs it (statement.ts): a step answered from memory prints none.
 */
export function emitReport(report: ReportDefinition, request: ReportRequest, f: ResolvedFilters, ctx: EmitContext, allRows = false): EmittedReport {
  const { wrap } = ctx.dialect;
  const paged = report.paging.mode === 'remote' && !allRows;
  const page = paged ? request.page ?? { index: 0, size: report.paging.mode === 'remote' ? report.paging.pageSize ?? 50 : LOCAL_PAGE_SIZE } : null;
  const sort: SortDef[] = request.sort?.length ? request.sort : [...(report.defaultSort ?? [])];
  const sources: string[] = [];
  const rowParams = ctx.dialect.params();
  const first = !page || page.index === 0;
  const totalsRow = first && hasTotalsRow(report, ctx.registry);
  // a grid's first page may carry its totals row, derived from the rows' relation, in the rows' statement
  // (a model query's plan has the totals row's pieces on any dialect: what the tables held in memory read it from;
  // a current ClickHouse's kinds may carry it packed beside their rows)
  const carries = Boolean(wrap.pageAndChart) || report.query.kind === 'model' || ctx.dialect.ctes === true;
  // the totals row's own relation: what runs where the rows' statement cannot carry it, and what an export runs
  let own: { rel: PlannedRelation; params: Params; reads: string[] } | undefined;
  if (totalsRow && !report.list) {
    const params = ctx.dialect.params();
    const reads: string[] = [];
    own = { rel: relationFor(report, f, ctx, true, params, reads), params, reads };
  }
  // the totals row's own read: where the dialect has no one statement for page, chart and totals (ClickHouse), from the
  // tables held in memory when its relation's parts can be (a site's distinct members of any range from their previous
  // days), else its statement, or one more group of the rows' (a current ClickHouse); on DuckDB an export's totals
  // statement computes its figures in SQL
  const ownKnown = own && !wrap.pageAndChart ? totalsKnown(own.rel) : undefined;
  const withTotals = totalsRow && !allRows && !report.list && carries;
  const rel = relationFor(report, f, ctx, false, rowParams, sources, withTotals, withTotals && !ownKnown);
  const series = first && report.chart && !allRows ? chartSeries(report.chart, f) : [];
  const chart: ChartPlan | null = series.length ? { chart: report.chart!, series } : null;
  const unpagedLimit = allRows ? EXPORT_ROW_LIMIT : LOCAL_ROW_LIMIT;
  // a statement's binder: its relation's values (bound as its SQL is printed) then its own
  const bound = (r: PlannedRelation, params: Params) => {
    void r.withRes;
    return params.fork();
  };
  const print = (read: StepRead): Statement => {
    switch (read.op) {
      case 'page': return wrap.page(rel, sort, rel.dims, page, bound(rel, rowParams), unpagedLimit);
      case 'chart': return wrap.chart(rel, chart!.chart, chart!.series, rel.dims, bound(rel, rowParams));
      case 'totals': return wrap.totals(own!.rel, bound(own!.rel, own!.params));
      case 'pageAndChart': return wrap.pageAndChart!(rel, sort, rel.dims, page, unpagedLimit, chart, bound(rel, rowParams));
      case 'pageWithChart': return wrap.pageWithChart!(rel, sort, rel.dims, page!, chart!, bound(rel, rowParams));
      case 'wholeRows': return wrap.wholeRows!(rel, read.limit, bound(rel, rowParams));
      case 'listKeys': return wrap.listKeys(rel, report.list!.key, sort, rel.dims, read.limit, bound(rel, rowParams));
      // each part printed only when run (its executors may answer it from memory)
      case 'apart': return apart(PART_NAMES.map((name) => (read.parts.includes(name) ? printLater(() => print({ op: name })) : null)));
    }
  };
  const steps: PlanStep[] = [];
  const add = (step: Omit<PlanStep, 'statement'>) => steps.push({ ...step, statement: stepStatement(step, print) });
  const planned = { print, chart, totalsRow, sources, paged, ...(ctx.dialect.spanReads ? { spanReads: ctx.dialect.spanReads } : {}), ...(rel.plan ? { plan: rel.plan } : {}), ...(rel.group ? { group: rel.group } : {}), order: sort, pageAt: page };
  if (report.list) {
    // a list (`list`) has no totals row or chart: it is a list of entities, paged by key (server/compiler/listPages.ts)
    add({ name: 'listKeys', read: { op: 'listKeys', limit: listCap(report, ctx) + 1 }, reads: sources });
    return { ...planned, steps, totalsRow: false, rowsByKey: keyRead(report, f, ctx), keys: [report.list.key, ...rel.dims] };
  }
  const totalsStep: Omit<PlanStep, 'statement'> | undefined = own && !rel.totals
    ? { name: 'totals', read: { op: 'totals' }, reads: own.reads, ...(ownKnown ? { known: ownKnown, instead: { above: 1, read: { op: 'totals' } } } : {}) }
    : undefined;
  const here = (cap?: number) => ({ parts: wholeParts(sort, rel.dims, chart, page), ...(cap ? { cap } : {}) });
  const apartRead = (parts: (PartName | false)[]): StepRead => ({ op: 'apart', parts: parts.filter((p): p is PartName => Boolean(p)) });
  // a dialect without one statement for them (ClickHouse): the page, the chart and the totals row read from the tables held in
  // memory at once where the rows can be, else each by its own statement, run apart as their parts (statement.ts `apart`)
  const carried = !wrap.pageAndChart && Boolean(totalsStep && rel.plan?.totals);
  const held = !wrap.pageAndChart && (chart || carried) ? wholeRead(rel, unpagedLimit + 1, carried) : undefined;
  const fromMemory = Boolean(held?.resident || held?.held);
  let summed = false;
  let packed = false;
  if (fromMemory) {
    const each = apartRead(['page', Boolean(chart) && 'chart', carried && 'totals']);
    add({ name: 'pageAndChart', read: each, here: here(), instead: { above: unpagedLimit, read: each }, known: held!, reads: [...new Set([...sources, ...(carried ? totalsStep!.reads : [])])] });
  } else if ((chart || rel.totals) && wrap.pageAndChart) {
    // a page of every row on small rollups: its rows read unordered, ordered and charted here (pageAndChart's statement past
    // the limit); so too where its rows can be read from tables held in memory, whatever the statement reads (members'
    // active days of any range from their previous days held: resident/read.ts) and for a remote grid's first page
    const small = keepsPlan(sources, ctx.catalog);
    const known = wrap.wholeRows && wholeRead(rel, unpagedLimit + 1, Boolean(rel.totals));
    const whole = known && (known.resident || (small && !page));
    if (whole) add({ name: 'pageAndChart', read: { op: 'wholeRows', limit: unpagedLimit + 1 }, here: here(), instead: { above: unpagedLimit, read: { op: 'pageAndChart' } }, known, reads: sources });
    else add({ name: 'pageAndChart', read: { op: 'pageAndChart' }, reads: sources });
  } else if ((chart || carriesTotals(rel)) && wrap.wholeRows && (!page || wrap.readsWhole?.(rel))) {
    // a page of every row, or a page of rows read whole anyway, on a dialect without one statement for page and chart
    // (ClickHouse): the rows read once, ordered, sliced and charted here, rather than the same relation planned and read
    // again for the chart. Past a page of every row's limit, the two apart; a page read whole holds at most what the
    // page's own read holds (8038 above). A totals row that adds up from the rows (a kind's counts) is added up here,
    // its own statement run only with the page and chart apart; a relation carrying its totals row (a current ClickHouse's
    // kind, packed beside its rows, or a model query's, one more group of its parts) is read so, chart or not, and its
    // totals' own statement too runs only apart
    summed = Boolean(totalsStep && rel.summedTotals);
    packed = carriesTotals(rel);
    const read: StepRead = { op: 'wholeRows', limit: (page ? EXPORT_ROW_LIMIT : unpagedLimit) + 1 };
    const parts = (cap?: number) => {
      const h = here(cap);
      return summed ? { ...h, parts: { ...h.parts, totals: rel.summedTotals } } : h;
    };
    add({ name: 'pageAndChart', read, ...(page ? { here: parts(EXPORT_ROW_LIMIT) } : { here: parts(), instead: { above: unpagedLimit, read: apartRead(['page', Boolean(chart) && 'chart', (summed || packed) && 'totals']) } }), reads: sources });
  } else if (chart && page && wrap.pageWithChart) {
    // a remote grid's page and chart in one statement where the dialect numbers rows (a current ClickHouse): `res` planned
    // once, with the totals row where it is one more group of the rows' parts
    packed = 'groupedTotals' in rel;
    add({ name: 'pageAndChart', read: { op: 'pageWithChart' }, reads: sources });
  } else {
    add({ name: 'page', read: { op: 'page' }, reads: sources });
    if (chart) add({ name: 'chart', read: { op: 'chart' }, reads: sources });
  }
  // the totals row's own statement beside the rows', unless the read from memory carries it
  if (totalsStep && !(fromMemory && carried) && !summed && !packed) add(totalsStep);
  return { ...planned, steps, keys: rel.dims };
}
