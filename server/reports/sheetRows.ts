import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeCell } from '../../src/engine/format/escapeCell';
import { formatter, type FormatContext } from '../../src/engine/format/formatters';
import type { ViewColumn } from '../../src/engine/report/reportView';
import type { ColumnResult } from '../warehouse/warehouse';

/** XML waiting for compression, or bytes waiting for the client, above which writing pauses. */
const BACKLOG_BYTES = 4 * 2 ** 20;

/** A column's number format in the sheet (the same for every cell of it). */
export const numFmtOf = (c: ViewColumn, ctx: FormatContext) => formatter(c.format).cell(0, ctx).numFmt;

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
export class SheetRows {
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
    const cellCtx = ctx;
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

/** Dates, months, moments and enum names: few distinct values, repeated over the rows. */
const repeats = (c: ViewColumn) => c.format === 'date' || c.format === 'month' || c.format === 'timestamp' || c.format === 'enum';

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
