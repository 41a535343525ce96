import type { Readable } from 'node:stream';
import type { ReportDefinition } from '../../src/engine/definition/report';
import type { FormatContext } from '../../src/engine/format/formatters';
import { timedView, timeGrainOf } from '../../src/engine/report/timeGrain';
import { groupedView } from '../../src/engine/report/groupBy';
import { reportView, type ReportView, type ViewColumn } from '../../src/engine/report/reportView';
import { headerText, moneyHeader } from '../../src/engine/report/columnHeader';
import { pivotView } from '../../src/engine/report/pivot';
import type { ReportRequest } from '../../src/engine/request/types';
import { columnsByKey, exportKeys, rowColumns } from '../compiler/listPages';
import { applyPivot, applyTop, compileReport, run, type CompiledReport, type CompileContext, type OthersRow } from '../compiler/pipeline';
import type { PlanStep } from '../compiler/plan';
import { maskColumns } from '../compiler/stages/mask';
import { convertSettingColumns } from '../compiler/stages/settingMoney';
import type { RowScope } from '../compiler/types';
import type { ColumnResult, Row } from '../warehouse/warehouse';
import type { ReportService } from './reportService';
import { translator } from '../i18n/translate';

export const TIMEOUT_MS = 55_000;
/** Keys read per query of a list export (member_search at 500k rows: 10,000 and 40,000 were slower, 15,000 to 25,000 alike; more keys, more memory). */
const EXPORT_CHUNK_KEYS = 20_000;

export interface ExportOptions {
  /** Keys per query of a list export (tests use small ones to cross chunk boundaries). */
  chunkKeys?: number;
}

/** The rows of an export in chunks, as columns: the first is read before the response starts, the rest while it streams. */
export interface RowChunks {
  first: ColumnResult;
  /** Chunks after the first; each is requested while the previous one is written. */
  rest: (() => Promise<ColumnResult>)[];
  total: number;
}

/** An export under way: its stream, the rows it holds, and how many of them it has written so far (the audit entry, once it ends, says that). */
export interface ExportStream {
  stream: Readable;
  rows: number;
  sent(): number;
}

/** What every export format writes: the report's columns, its rows in chunks, the totals row, and the language and currency to write them in. */
export interface ExportSource {
  view: ReportView;
  chunks: RowChunks;
  /** The rows written under the rows, each under its label in the first column: a query's "Others" (its `top`), then the totals row. */
  summaries: { label: string; row: Row }[];
  ctx: FormatContext;
  t: ReturnType<typeof translator>;
}

/**
 * The grid's plan over every row (the same statements, with no page and no chart), run: shared by
 * the xlsx and CSV exports, so both hold the same rows in the same order with the same columns. A
 * list report reads its search's sorted keys once, then its rows by key a chunk at a time. The
 * search and the first chunk finish before the first byte is sent, so they fail with an error envelope.
 */
export async function exportSource(service: ReportService, report: ReportDefinition, request: ReportRequest, scope: RowScope, nowMs: number, options: ExportOptions = {}): Promise<ExportSource> {
  const ctx0 = service.context(nowMs);
  const plan = compileReport(report, request, scope, ctx0, true);
  // a grouped query's `group_value` written as its dimension's codes are named (engine/report/groupBy.ts), a month's row by its month
  const view = timedView(groupedView(reportView(plan.def, service.registry), plan.group), timeGrainOf(plan.def, plan.filters.params));
  const step = (name: PlanStep['name']) => plan.steps.find((s) => s.name === name)?.statement;
  const page = step('page');
  const totalsStep = step('totals');
  const t = translator(request.lang ?? 'en');
  // amounts arrive in the request's currency (the currency stage): written as they are, headed with it
  const ctx: FormatContext = { currency: plan.currency.currency, lang: request.lang ?? 'en', translate: (k) => t(k) };
  const log = ctx0.log ? { log: ctx0.log } : {};
  // every row read at once, as the columns write them: contacts masked, settings' money converted
  const wholeChunk = (rows: Row[], columns: readonly ViewColumn[]): RowChunks => ({
    first: convertSettingColumns(maskColumns(rowColumns(rows, columns.map((c) => c.field)), scope.contact), plan.settings), rest: [], total: rows.length,
  });
  if (plan.def.query.kind === 'model' && plan.def.query.pivot) {
    // a pivot: its rows laid out by the values, the sheet's columns as the grid's for this answer
    const [cells, totalsRows] = await Promise.all([run(service.direct, page!, TIMEOUT_MS, log), totalsStep ? run(service.warehouse, totalsStep, TIMEOUT_MS, log) : Promise.resolve(null)]);
    const pivoted = await applyPivot(plan, cells, totalsRows?.[0] ?? null, report, request, scope, ctx0, service.warehouse, TIMEOUT_MS);
    const wide = pivotView(view, pivoted.layout ?? undefined);
    return { view: wide, chunks: wholeChunk(pivoted.rows, wide.columns), summaries: summaryRows(null, pivoted.totals, t), ctx, t };
  }
  let others: OthersRow | null = null;
  const chunksPromise = plan.def.list
    ? listChunks(plan, request, scope, ctx0, service, view.columns, options.chunkKeys ?? EXPORT_CHUNK_KEYS)
    : run(service.direct, page!, TIMEOUT_MS, log)
      // a query's top: the rows it keeps, and "Others" written before the totals row, as the grid shows them
      .then((all) => applyTop(plan, all, report, request, scope, ctx0, service.warehouse, TIMEOUT_MS))
      .then(({ rows, others: gathered }) => {
        others = gathered;
        return wholeChunk(rows, view.columns);
      });
  const [chunks, totals] = await Promise.all([
    chunksPromise,
    totalsStep ? run(service.warehouse, totalsStep, TIMEOUT_MS, log) : Promise.resolve(null),
  ]);
  return { view, chunks, summaries: summaryRows(others as OthersRow | null, totals?.[0] ?? null, t), ctx, t };
}

/** "Others" (with how many rows it gathers), then the totals row, as the grid pins them. */
function summaryRows(others: OthersRow | null, totals: Row | null, t: ExportSource['t']): ExportSource['summaries'] {
  return [
    ...(others ? [{ label: t('renderers.others', { count: String(others.count) }), row: others.row }] : []),
    ...(totals ? [{ label: t('common.total'), row: totals }] : []),
  ];
}

/** A column's header as both exports write it: its label in the chosen language, amounts with their currency. */
export function exportHeader(c: ViewColumn, ctx: FormatContext, t: ExportSource['t']): string {
  return c.money ? moneyHeader(t, headerText(t, c.header), ctx.currency) : headerText(t, c.header);
}

/** A list's search (refused over the cap, as its grid), then its rows by key in chunks of the sorted keys. */
async function listChunks(compiled: CompiledReport, request: ReportRequest, scope: RowScope, ctx: CompileContext, service: ReportService, columns: readonly ViewColumn[], size: number): Promise<RowChunks> {
  const entry = await exportKeys(compiled, request, scope, ctx, service.warehouse, TIMEOUT_MS);
  const fields = [...new Set(columns.map((c) => c.field))];
  const read = async (from: number) => {
    const keys = entry.keys.slice(from, from + size);
    // read uncached: an export's chunks are not kept for the grid
    const chunk = await columnsByKey(compiled, keys, service.direct, TIMEOUT_MS, fields);
    // the warehouse is read-only while serving: a chunk short of its keys is a fault, never a shorter file
    if (chunk.count !== keys.length) throw new Error(`export of ${compiled.def.id}: ${keys.length} keys read ${chunk.count} rows`);
    return maskColumns(chunk, scope.contact);
  };
  const rest: (() => Promise<ColumnResult>)[] = [];
  for (let from = size; from < entry.keys.length; from += size) rest.push(() => read(from));
  return { first: await read(0), rest, total: entry.keys.length };
}
