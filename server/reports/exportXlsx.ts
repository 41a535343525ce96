import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { escapeCell } from '../../src/engine/format/escapeCell';
import { formatter, type FormatContext } from '../../src/engine/format/formatters';
import { reportView, type ViewColumn } from '../../src/engine/report/reportView';
import type { ReportRequest } from '../../src/engine/request/types';
import { columnsByKey, exportKeys, rowColumns } from '../compiler/listPages';
import { compileReport, run, type CompiledReport, type CompileContext } from '../compiler/pipeline';
import type { PlanStep } from '../compiler/plan';
import { maskColumns } from '../compiler/stages/mask';
import type { RowScope } from '../compiler/types';
import type { ColumnResult, Row } from '../warehouse/warehouse';
import type { ReportService } from './reportService';
import { numFmtOf, SheetRows } from './sheetRows';
import { translator } from '../i18n/translate';

const WIDTHS = { tiny: 10, short: 16, long: 26 } as const;
const TIMEOUT_MS = 55_000;
/** Keys read per query of a list export (member_search at 500k rows: 10,000 and 40,000 were slower, 15,000 to 25,000 alike; more keys, more memory). */
const EXPORT_CHUNK_KEYS = 20_000;
/** Rows formatted between two looks at the output (and a turn of the event loop, so compression keeps pace). */
const SLICE_ROWS = 1_000;

export interface ExportOptions {
  /** Keys per query of a list export (tests use small ones to cross chunk boundaries). */
  chunkKeys?: number;
}

/** The rows of an export in chunks, as columns: the first is read before the response starts, the rest while it streams. */
interface RowChunks {
  first: ColumnResult;
  /** Chunks after the first; each is requested while the previous one is written. */
  rest: (() => Promise<ColumnResult>)[];
  total: number;
}

/**
 * Streams an xlsx of the report with the request's filters and sort over every row (not only the
 * loaded page), formatted as on screen: amounts in the chosen currency, enum names and headers in
 * the chosen language, text cells escaped against formula injection. A list report reads its
 * search's sorted keys once, then its rows by key a chunk at a time, writing each chunk as the
 * next is read, so memory stays bounded whatever the count. The search and the first chunk finish
 * before the first byte is sent, so they fail with an error envelope; a later chunk that fails
 * destroys the stream, so the download fails instead of ending in a file that looks complete.
 */
export async function streamReportXlsx(service: ReportService, report: ReportDefinition, request: ReportRequest, scope: RowScope, nowMs: number, options: ExportOptions = {}): Promise<{ stream: Readable; rows: number }> {
  const ctx0 = service.context(nowMs);
  // the grid's plan over every row: the same statements, with no page and no chart
  const plan = compileReport(report, request, scope, ctx0, true);
  const view = reportView(plan.def, service.registry.measures);
  const step = (name: PlanStep['name']) => plan.steps.find((s) => s.name === name)?.statement;
  const page = step('page');
  const totalsStep = step('totals');
  const chunksPromise = plan.def.list
    ? listChunks(plan, request, scope, ctx0, service, view.columns, options.chunkKeys ?? EXPORT_CHUNK_KEYS)
    : run(service.direct, page!, TIMEOUT_MS).then((rows): RowChunks => ({ first: maskColumns(rowColumns(rows, view.columns.map((c) => c.field)), scope.contact), rest: [], total: rows.length }));
  const [chunks, totals, rates] = await Promise.all([
    chunksPromise,
    totalsStep ? run(service.warehouse, totalsStep, TIMEOUT_MS) : Promise.resolve(null),
    service.latestRates(),
  ]);
  const t = translator(request.lang ?? 'en');
  const ctx: FormatContext = { currency: request.currency ?? 'USD', rates, lang: request.lang ?? 'en', translate: (k) => t(k) };
  const stream = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = book.addWorksheet(t(view.titleKey).slice(0, 31));
  sheet.columns = view.columns.map((c) => ({
    header: t(c.header.key, c.header.measureKey ? { measure: t(c.header.measureKey) } : {}) + (c.money ? ` (${ctx.currency})` : ''),
    key: c.field,
    width: WIDTHS[c.width ?? 'short'],
    style: { numFmt: numFmtOf(c, ctx) },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const rows = new SheetRows(book, sheet, view.columns, ctx);
  void writeSheet(book, sheet, rows, view.columns, ctx, chunks, totals?.[0] ?? null, t('common.total'), stream).catch((e: Error) => stream.destroy(e));
  return { stream, rows: chunks.total };
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

/** Writes every chunk, reading the next one meanwhile, then the totals row; stops early when the client has gone. */
async function writeSheet(book: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet, writer: SheetRows, columns: readonly ViewColumn[], ctx: FormatContext, chunks: RowChunks, totals: Row | null, totalLabel: string, out: PassThrough): Promise<void> {
  let next: Promise<ColumnResult> | null = null;
  for (let i = -1; i < chunks.rest.length; i++) {
    const rows: ColumnResult = i < 0 ? chunks.first : await next!;
    if (out.destroyed) return;
    // one chunk read ahead: the warehouse works on it while this one is formatted (two ahead measured slower, and heavier)
    next = i + 1 < chunks.rest.length ? chunks.rest[i + 1]() : null;
    next?.catch(() => undefined); // awaited on the next turn; unobserved only when the client has gone
    for (let from = 0; from < rows.count; from += SLICE_ROWS) {
      if (out.destroyed) return;
      writer.write(rows, from, Math.min(rows.count, from + SLICE_ROWS));
      await writer.drained(out);
    }
  }
  writer.finish();
  if (totals) {
    const totalRow = sheet.addRow(columns.map((c, i) => (i === 0 ? totalLabel : c.total ? (escapeCell(formatter(c.format).cell(totals[c.field], ctx, c.enumKey).value) as ExcelJS.CellValue) : null)));
    totalRow.font = { bold: true };
    totalRow.commit();
  }
  sheet.commit();
  await book.commit();
}
