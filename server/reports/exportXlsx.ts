import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { escapeCell } from '../../src/engine/format/escapeCell';
import { formatter, type FormatContext } from '../../src/engine/format/formatters';
import { reportView, type ViewColumn } from '../../src/engine/report/reportView';
import type { ReportRequest } from '../../src/engine/request/types';
import { capRefusal, columnsByKey, listCap, listEntry, listKey, rowColumns } from '../compiler/listPages';
import { compileReport, run, type CompiledReport, type CompileContext } from '../compiler/pipeline';
import { maskEmail, maskPhone, maskRows } from '../compiler/stages/mask';
import type { RowScope } from '../compiler/types';
import type { ColumnResult, Row } from '../warehouse/warehouse';
import type { ReportService } from './reportService';
import { translator } from './translate';

const WIDTHS = { tiny: 10, short: 16, long: 26 } as const;
const TIMEOUT_MS = 55_000;
/** Keys read per query of a list export (member_search at 500k rows: 10,000 and 40,000 were slower, 15,000 to 25,000 alike; more keys, more memory). */
const EXPORT_CHUNK_KEYS = 20_000;
/** Rows formatted between two looks at the output (and a turn of the event loop, so compression keeps pace). */
const SLICE_ROWS = 1_000;
/** XML waiting for compression, or bytes waiting for the client, above which writing pauses. */
const BACKLOG_BYTES = 4 * 2 ** 20;

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
  const compiled = compileReport(report, request, scope, ctx0, true);
  const view = reportView(compiled.def, service.registry.measures);
  const chunksPromise = compiled.def.list
    ? listChunks(compiled, request, scope, ctx0, service, view.columns, options.chunkKeys ?? EXPORT_CHUNK_KEYS)
    : run(service.direct, compiled.page, TIMEOUT_MS).then((rows): RowChunks => ({ first: rowColumns(maskRows(rows, scope.contact), view.columns.map((c) => c.field)), rest: [], total: rows.length }));
  const [chunks, totals, rates] = await Promise.all([
    chunksPromise,
    compiled.totals ? run(service.warehouse, compiled.totals, TIMEOUT_MS) : Promise.resolve(null),
    latestRates(service),
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

async function latestRates(service: ReportService) {
  const rows = await service.warehouse.query('SELECT currency, rate_to_base FROM fx_rate WHERE rate_date = (SELECT max(rate_date) FROM fx_rate)');
  return rows.map((r) => ({ currency: String(r.currency), rate_to_base: Number(r.rate_to_base) }));
}

const numFmtOf = (c: ViewColumn, ctx: FormatContext) => formatter(c.format).cell(0, ctx).numFmt;

/** A list's search (refused over the cap, as its grid), then its rows by key in chunks of the sorted keys. */
async function listChunks(compiled: CompiledReport, request: ReportRequest, scope: RowScope, ctx: CompileContext, service: ReportService, columns: readonly ViewColumn[], size: number): Promise<RowChunks> {
  const en = translator('en');
  // a list over its cap is never exported: the search already known to be over it is refused at once
  const known = ctx.lists?.peek(listKey(compiled, request, scope));
  const capped = known && (await known).capped;
  if (capped) throw capRefusal(compiled.def, capped, en);
  const entry = await listEntry(compiled, request, scope, ctx, service.warehouse, TIMEOUT_MS);
  if (entry.capped) throw capRefusal(compiled.def, entry.capped, en);
  const cap = listCap(compiled.def, ctx);
  if (entry.keys.length > cap) throw capRefusal(compiled.def, { count: entry.total, cap }, en);
  const fields = [...new Set(columns.map((c) => c.field))];
  const read = async (from: number) => {
    const keys = entry.keys.slice(from, from + size);
    // read uncached: an export's chunks are not kept for the grid
    const chunk = await columnsByKey(compiled, keys, ctx, service.direct, TIMEOUT_MS, fields);
    // the warehouse is read-only while serving: a chunk short of its keys is a fault, never a shorter file
    if (chunk.count !== keys.length) throw new Error(`export of ${compiled.def.id}: ${keys.length} keys read ${chunk.count} rows`);
    return maskColumns(chunk, scope.contact);
  };
  const rest: (() => Promise<ColumnResult>)[] = [];
  for (let from = size; from < entry.keys.length; from += size) rest.push(() => read(from));
  return { first: await read(0), rest, total: entry.keys.length };
}

/** maskRows on columns: without the contact right, every phone and e-mail text masked, in new columns (a chunk is never edited). */
function maskColumns(chunk: ColumnResult, contact: boolean | undefined): ColumnResult {
  if (contact) return chunk;
  const { phone, email } = chunk.columns;
  const columns = { ...chunk.columns };
  if (phone) columns.phone = phone.map((v) => (typeof v === 'string' ? maskPhone(v) : v));
  if (email) columns.email = email.map((v) => (typeof v === 'string' ? maskEmail(v) : v));
  return { count: chunk.count, columns };
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

/**
 * What the export reaches inside exceljs 4.4's streaming writer (pinned exactly in package.json):
 * the worksheet's XML stream and next row number, and the workbook's style table. Building every
 * row as exceljs objects (a style lookup per cell above all) took about 30 s of 500,000 rows here;
 * the rows are written as the same XML instead, and the header and totals rows still by exceljs.
 */
interface SheetInternals {
  stream: { write(xml: string): unknown; pipes?: ZipInput[] };
  _rowZero: number;
}
/** The stream exceljs pipes a worksheet's XML into, on its way to compression. */
interface ZipInput {
  writableLength?: number;
  once?(event: 'drain', listener: () => void): unknown;
  off?(event: 'drain', listener: () => void): unknown;
}
interface BookInternals {
  styles: { addStyleModel(style: { numFmt?: string }, type: ExcelJS.ValueType): number };
}

/**
 * One column as written: the start of its cells' XML (`<c r="B`) and, for a raw value, the rest after
 * the row number (style, type, escaped value) or null when exceljs writes no cell (a null without style).
 */
interface SheetColumn {
  field: string;
  open: string;
  rest: (raw: unknown) => string | null;
  /** The rest of a null cell with a style: written, but not a value. */
  nullRest: string | null;
}

/** Data rows written straight into the worksheet's XML, cell for cell as exceljs's own addRow would write them. */
class SheetRows {
  private readonly columns: SheetColumn[];
  private readonly sheet: SheetInternals;
  private next: number;

  constructor(book: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet, columns: readonly ViewColumn[], ctx: FormatContext) {
    const internals = sheet as unknown as SheetInternals;
    const { styles } = book as unknown as BookInternals;
    if (typeof internals.stream?.write !== 'function' || typeof internals._rowZero !== 'number' || typeof styles?.addStyleModel !== 'function') {
      throw new Error('exceljs streaming writer internals changed: check SheetRows in exportXlsx.ts');
    }
    this.sheet = internals;
    this.next = internals._rowZero;
    // one currency's rate, so that conversion finds it at once (the same first match)
    const cellCtx: FormatContext = { ...ctx, rates: ctx.rates.filter((r) => r.currency === ctx.currency) };
    this.columns = columns.map((c, i) => {
      const numFmt = numFmtOf(c, ctx);
      const style = (type: ExcelJS.ValueType) => {
        const id = styles.addStyleModel(numFmt ? { numFmt } : {}, type);
        return id ? ` s="${id}"` : '';
      };
      const nullStyle = style(ExcelJS.ValueType.Null);
      const nullRest = nullStyle ? `"${nullStyle}/>` : null;
      const numberStyle = style(ExcelJS.ValueType.Number);
      const textStyle = style(ExcelJS.ValueType.String);
      const value = cellValue(c, cellCtx);
      const rest = (raw: unknown) => {
        const v = value(raw);
        if (v === null) return nullRest;
        if (typeof v === 'number') return `"${numberStyle}><v>${v}</v></c>`;
        return `"${textStyle} t="str"><v>${xmlText(escapeCell(v) as string)}</v></c>`;
      };
      return { field: c.field, open: `<c r="${columnLetter(i + 1)}`, rest: repeats(c) ? remembered(rest) : rest, nullRest };
    });
  }

  /** Rows `from` to `to` (exclusive) of a chunk's columns as one write. */
  write(chunk: ColumnResult, from: number, to: number): void {
    const { columns } = this;
    const spans = `1:${columns.length}`;
    // a field the chunk lacks reads as undefined, as a row without it did
    const read = columns.map((col) => chunk.columns[col.field] ?? []);
    let xml = '';
    for (let r = from; r < to; r++) {
      const n = this.next++;
      let cells = '';
      let values = false;
      for (let c = 0; c < columns.length; c++) {
        const col = columns[c];
        const rest = col.rest(read[c][r]);
        if (rest === null) continue;
        if (rest !== col.nullRest) values = true;
        cells += col.open + n + rest;
      }
      // exceljs leaves out a row without a value (its number stays used)
      if (values) xml += `<row r="${n}" spans="${spans}" x14ac:dyDescent="0.25">${cells}</row>`;
    }
    if (xml) this.sheet.stream.write(xml);
  }

  /** A turn of the event loop, then waits while compression or the client lags behind by more than the backlog allowed. */
  async drained(out: PassThrough): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (!out.destroyed && this.backlog(out) > BACKLOG_BYTES) await this.progress(out);
  }

  /** The next 'drain' of the zip's input or of the output, the output closing, or 100 ms (then the backlog is looked at again). */
  private progress(out: PassThrough): Promise<void> {
    const targets = [out, ...(this.sheet.stream.pipes ?? [])];
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        for (const target of targets) target.off?.('drain', done);
        out.off('close', done);
        resolve();
      };
      const timer = setTimeout(done, 100);
      for (const target of targets) target.once?.('drain', done);
      out.once('close', done);
    });
  }

  private backlog(out: PassThrough): number {
    const toZip = this.sheet.stream.pipes?.reduce((n, p) => n + (p.writableLength ?? 0), 0) ?? 0;
    return toZip + out.readableLength + out.writableLength;
  }

  /** Hands the row numbering back to exceljs, for the totals row. */
  finish(): void {
    this.sheet._rowZero = this.next;
  }
}

/** The cell value a column shows for a raw value (`value()` is the value of `cell()`, without building the cell). */
function cellValue(c: ViewColumn, ctx: FormatContext): (raw: unknown) => number | string | null {
  const f = formatter(c.format);
  const { enumKey } = c;
  return (raw) => f.value(raw, ctx, enumKey);
}

/** Dates, moments and enum names: few distinct values, repeated over the rows. */
const repeats = (c: ViewColumn) => c.format === 'date' || c.format === 'timestamp' || c.format === 'enum';

/** A pure function of a raw value, remembered for up to 10,000 distinct values at a time. */
function remembered<T>(fn: (raw: unknown) => T): (raw: unknown) => T {
  const seen = new Map<unknown, T>();
  return (raw) => {
    if (seen.has(raw)) return seen.get(raw)!;
    if (seen.size >= 10_000) seen.clear();
    const v = fn(raw);
    seen.set(raw, v);
    return v;
  };
}

/** 1 → A, 27 → AA. */
export function columnLetter(n: number): string {
  let s = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}

// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const XML_ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text as exceljs writes it: XML entities escaped, control characters XML cannot hold dropped. */
export function xmlText(s: string): string {
  XML_SPECIAL.lastIndex = 0;
  if (!XML_SPECIAL.test(s)) return s;
  return s.replace(XML_SPECIAL, (ch) => XML_ENTITY[ch] ?? '');
}
