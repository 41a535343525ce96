import { rowMarks } from '../../src/engine/report/rowMarks';
import { timeGrainOf } from '../../src/engine/report/timeGrain';
import type { ReportDefinition } from '../../src/engine/definition/report';
import type { ReportRequest, ReportResult } from '../../src/engine/request/types';
import { requestedPart } from '../../src/engine/report/sections';
import { BASE_CURRENCY } from '../warehouse/schema';
import type { Row, Warehouse } from '../warehouse/warehouse';
import type { CompiledReport } from './compiledReport';
import type { CompileContext } from './context';
import { emitContext } from './emitContext';
import { CompileError } from './errors';
import { keepsPlan } from './keepPlan';
import { runListPage } from './listPages';
import { run, type RunTrace } from './runStatement';
import type { PlanStep } from './plan';
import { chooseCurrency } from './stages/currency';
import { emitReport } from './stages/emit';
import { maskRows } from './stages/mask';
import { convertSettingRows, settingMoney } from './stages/settingMoney';
import { resolveFilters } from './stages/resolveFilters';
import { emptyOutsideData } from './stages/outsideData';
import { everyPeriod, zeroWhereNoRows } from './stages/chartPeriods';
import { chartLimit } from './sql/order';
import { donutWithRest, shapeChart, shapePage } from './stages/shape';
import { rankedBy, topCount, topSplit } from './stages/top';
import { pivotQueries, pivotRows } from './stages/pivot';
import type { PivotLayout } from '../../src/engine/report/pivot';
import { translator } from '../i18n/translate';
import { validateRequest } from './stages/validate';
import type { Condition, RowScope } from './types';

export type { CompileContext, CompiledReport };

// The stages of a request, in order, are wired here and nowhere else (as Cube's PrepareCompiler.ts):
// validate → resolveFilters → currency → plan → emit (compileReport), then run → finish → mask →
// settingMoney → shape (runReport, and the export). docs/ARCHITECTURE.md, "The stages", names each
// stage's files.

/**
 * Compile a request into its plan: validate → resolve filters and row scope → currency → plan model parts and
 * choose rollups (once for the rows, once for the totals) → emit every statement in the warehouse's
 * dialect (`steps`: page, totals, chart, or a list's search and its rows by key). Pure: it reads no
 * database.
 */
export function compileReport(report: ReportDefinition, request: ReportRequest, scope: RowScope, ctx: CompileContext, allRows = false, extra: readonly Condition[] = []): CompiledReport {
  const part = requestedPart(report, request.section);
  if (!part) throw new CompileError(9400, `unknown section '${String(request.section)}'`);
  const def = part.def;
  validateRequest(def, request);
  let filters = resolveFilters(def, request.filters ?? {}, ctx.today, scope);
  if (part.section?.allTime) filters = { ...filters, range: undefined, previousRange: undefined };
  const currency = chooseCurrency(request.currency, filters, ctx.rates, BASE_CURRENCY);
  if (currency.money) filters = { ...filters, money: currency.money };
  // after the currency, which the operator's sites choose
  filters = emptyOutsideData(def, filters, ctx);
  // conditions of the server's own (a top's "Others": the rest's keys), after the currency is chosen from the operator's filters
  if (extra.length) filters = { ...filters, conditions: [...filters.conditions, ...extra] };
  const emitted = emitReport(def, request, filters, emitContext(ctx), allRows);
  const settings = settingMoney(def, ctx.registry, currency);
  return { ...emitted, def, filters, currency: settings ? { ...currency, converted: true } : currency, ...(settings ? { settings } : {}), range: filters.range, previousRange: def.query.kind === 'model' && def.query.compare ? filters.previousRange : undefined };
}

export { run };

/** A request's trace of how its statements ran (runStatement.ts). */
export const newTrace = (): RunTrace => ({ engines: new Set(), fallbacks: [] });

/** `meta.engine` and `meta.fallbacks` of an answer from its trace. */
export function traceMeta(trace: RunTrace): { engine: string; fallbacks?: string[] } {
  const engine = [...trace.engines].sort().join('+') || 'none';
  return trace.fallbacks.length ? { engine, fallbacks: [...new Set(trace.fallbacks)] } : { engine };
}

/** Every step of a grid's plan run (with its finish), by name; a step reading small rollups only keeps its plan (keepPlan.ts). */
async function runSteps(steps: readonly PlanStep[], ctx: CompileContext, warehouse: Warehouse, timeoutMs: number, trace?: RunTrace): Promise<Map<PlanStep['name'], Row[]>> {
  const rows = await Promise.all(steps.map((s) => run(warehouse, s.statement, timeoutMs, { keepPlan: keepsPlan(s.reads, ctx.catalog), ...(trace ? { trace } : {}), ...(ctx.log ? { log: ctx.log } : {}) })));
  return new Map(steps.map((s, i) => [s.name, rows[i]]));
}

/**
 * The page's rows, the chart's (null without a chart) and the totals row (null without one): from
 * one statement where the dialect has one (`__part` 0, 1 and 2, the totals row as the column
 * `__totals_row`), else from their own statements.
 */
function stepRows(answers: Map<PlanStep['name'], Row[]>): [Row[], Row[] | null, Row | null] {
  const both = answers.get('pageAndChart');
  const totals = answers.get('totals')?.[0] ?? null;
  if (!both) return [answers.get('page') ?? [], answers.get('chart') ?? null, totals];
  const parts: [Row[], Row[]] = [[], []];
  let carried: Row | null = null;
  // every row has the statement's columns: each row copied by them (a rest pattern over some 80 columns cost several times more)
  const names = Object.keys(both[0] ?? {}).filter((k) => k !== '__part' && k !== '__totals_row');
  for (const r of both) {
    const part = Number(r.__part);
    // a struct read back as an object of the row's fields (server/warehouse/duckValues.ts)
    if (part === 2) {
      carried = r.__totals_row as unknown as Row;
      continue;
    }
    const row: Row = {};
    for (const k of names) row[k] = r[k];
    parts[part].push(row);
  }
  return [parts[0], parts[1], carried ?? totals];
}

/**
 * The row count of a request whose page lies past the last row: the page's window count has no row
 * to ride on there, so its first page is read for it. The counter keeps reading "of N".
 */
async function countRows(report: ReportDefinition, request: ReportRequest, scope: RowScope, ctx: CompileContext, warehouse: Warehouse, timeoutMs: number): Promise<number> {
  const first = compileReport(report, { ...request, page: { index: 0, size: 20 } }, scope, ctx);
  const step = first.steps.find((s) => s.name === 'pageAndChart' || s.name === 'page');
  if (!step) return 0;
  const [rows] = stepRows(await runSteps([step], ctx, warehouse, timeoutMs));
  return shapePage(rows).total;
}

/** A query's "Others": the row gathering the rows a `top` does not keep, how many it gathers and their keys. */
export interface OthersRow {
  row: Row;
  count: number;
  keys: (string | number)[];
}

/**
 * A query's `top` (stages/top.ts) over every row read: the rows it keeps, in their order, and
 * "Others", the totals statement of the same request restricted to the other rows' keys, so each
 * figure is computed over their facts (distinct counts recounted, ratios from their parts).
 */
export async function applyTop(compiled: CompiledReport, rows: Row[], report: ReportDefinition, request: ReportRequest, scope: RowScope, ctx: CompileContext,
  warehouse: Warehouse, timeoutMs: number, trace?: RunTrace): Promise<{ rows: Row[]; others: OthersRow | null }> {
  const q = compiled.def.query;
  if (q.kind !== 'model' || !q.top) return { rows, others: null };
  const { kept, rest } = topSplit(rows, q.top, topCount(q.top, compiled.filters.params));
  if (!rest.length) return { rows, others: null };
  const gathered = compileReport(report, { ...request, page: undefined, sort: undefined }, scope, ctx, false, [{ dimension: q.top.key, op: 'in', values: rest }]);
  const row = gathered.totalsRow ? (await run(warehouse, gathered.print({ op: 'totals' }), timeoutMs, { ...(trace ? { trace } : {}), ...(ctx.log ? { log: ctx.log } : {}) }))[0] ?? null : null;
  return { rows: rows.filter((r) => kept.has(r[q.top!.key])), others: row && { row, count: rest.length, keys: rest } };
}

/**
 * A query's `pivot` (stages/pivot.ts): the report's rows (a row per row key and value) laid out by
 * the dimension's values, each row's figures over all the values and each value's over all the rows
 * read by two more queries of the same request.
 */
export async function applyPivot(compiled: CompiledReport, cells: Row[], totals: Row | null, report: ReportDefinition, request: ReportRequest, scope: RowScope, ctx: CompileContext,
  warehouse: Warehouse, timeoutMs: number, trace?: RunTrace): Promise<{ rows: Row[]; totals: Row | null; layout: PivotLayout | null }> {
  const q = compiled.def.query;
  if (q.kind !== 'model' || !q.pivot) return { rows: cells, totals, layout: null };
  const { rows, columns, rowKeys } = pivotQueries(report, request.section, { ...q, pivot: q.pivot });
  const plain = { ...request, page: undefined, sort: undefined };
  const [byRow, byValue] = await Promise.all([rows, columns].map(async (def) => stepRows(await runSteps(compileReport(def, plain, scope, ctx).steps, ctx, warehouse, timeoutMs, trace))[0]));
  return pivotRows(q.pivot, rowKeys, cells, byRow, byValue, totals);
}

/** Compile, run the plan's steps with a timeout, then mask and shape rows, total, totals row and chart series into the API's result. */
export async function runReport(report: ReportDefinition, request: ReportRequest, scope: RowScope, ctx: CompileContext, warehouse: Warehouse, timeoutMs = 30_000): Promise<ReportResult> {
  const started = performance.now();
  const compiled = compileReport(report, request, scope, ctx);
  if (compiled.def.list) return runListPage(compiled, request, scope, ctx, warehouse, timeoutMs, started);
  const trace = newTrace();
  const answers = await runSteps(compiled.steps, ctx, warehouse, timeoutMs, trace);
  const [read, chartRead, totalsRow] = stepRows(answers);
  const { rows: kept, others } = await applyTop(compiled, read, report, request, scope, ctx, warehouse, timeoutMs, trace);
  const { rows: pageRows, totals, layout: pivot } = await applyPivot(compiled, kept, totalsRow, report, request, scope, ctx, warehouse, timeoutMs, trace);
  // a top's chart: the rows kept, largest first, and one bar for "Others"
  const top = compiled.def.query.kind === 'model' ? compiled.def.query.top : undefined;
  const chartRows = top && chartRead && compiled.chart
    ? [...rankedBy(pageRows, top.by), ...(others ? [{ ...others.row, [compiled.chart.chart.x]: translator(request.lang ?? 'en')('renderers.others', { count: String(others.count) }) }] : [])]
    : chartRead;
  const page = shapePage(convertSettingRows(maskRows(pageRows, scope.contact), compiled.settings));
  // a top's rows are those it kept, a pivot's those it laid out (their statement counted every row)
  const total = top || pivot ? page.res.length : pageRows.length || !request.page?.index ? page.total : await countRows(report, request, scope, ctx, warehouse, timeoutMs);
  const marks = rowMarks(compiled.def, page.res, compiled.range, compiled.filters.params, ctx.dataEnd);
  const time = timeGrainOf(compiled.def, compiled.filters.params);
  // a chart over time: every period of the range the data covers, those without rows as 0 where the figure adds up
  const overTime = (chart: NonNullable<typeof compiled.chart>, rows: Row[]) => everyPeriod(shapeChart(rows, chart), chart, time, compiled.range, ctx,
    zeroWhereNoRows(compiled.def, ctx.registry, chart.series), rows.length < chartLimit(chart.chart));
  return {
    res: page.res,
    total,
    totals,
    chart: chartRows && compiled.chart
      ? top ? { ...shapeChart(chartRows, compiled.chart), ...(others ? { others: others.count } : {}) } : donutWithRest(overTime(compiled.chart, chartRows), compiled.chart, totals, total)
      : null,
    ...(top ? { others: others && { row: others.row, count: others.count, keys: others.keys } } : {}),
    ...(pivot ? { pivot } : {}),
    meta: {
      reportId: report.id, range: compiled.range, previousRange: compiled.previousRange, source: compiled.sources,
      ms: Math.round(performance.now() - started), baseCurrency: BASE_CURRENCY, currency: compiled.currency.currency, converted: compiled.currency.converted,
      ...traceMeta(trace),
      ...(marks.length ? { marks } : {}),
      ...(compiled.group ? { groupBy: compiled.group } : {}),
      ...(time && time.grain !== 'day' ? { time } : {}),
    },
  };
}
