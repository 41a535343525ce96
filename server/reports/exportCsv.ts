import { Readable } from 'node:stream';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { escapeCell } from '../../src/engine/format/escapeCell';
import { formatter, type FormatContext } from '../../src/engine/format/formatters';
import type { ViewColumn } from '../../src/engine/report/reportView';
import type { ReportRequest } from '../../src/engine/request/types';
import type { RowScope } from '../compiler/types';
import type { ColumnResult } from '../warehouse/warehouse';
import { exportHeader, exportSource, type ExportOptions, type ExportStream } from './exportSource';
import type { ReportService } from './reportService';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Excel reads a CSV as UTF-8 (Traditional Chinese headers and names) only when it starts with the byte order mark. */
const BOM = '\uFEFF';
const SLICE_ROWS = 1_000;

/** One field as RFC 4180 writes it: quoted when it holds a quote, a comma or a line break. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = typeof value === 'number' ? String(value) : String(escapeCell(String(value)));
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const csvLine = (fields: readonly unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * What each column writes for a raw value: a figure as the grid shows it, rounded to its decimals
 * and in its unit (a rate in percent), but plain (a dot, no grouping, no W or E) so a spreadsheet
 * or a program reads it as a number; text as the xlsx holds it (escaped by csvField).
 */
function columnValues(columns: readonly ViewColumn[], ctx: FormatContext) {
  return columns.map((c) => {
    const f = formatter(c.format);
    return (raw: unknown) => f.plainText(raw, ctx, c.enumKey);
  });
}

/** The xlsx's header, and the unit the figures are written in where the format's text had one: 'Profit rate (%)'. */
export function csvHeader(c: ViewColumn, ctx: FormatContext, t: Parameters<typeof exportHeader>[2]): string {
  const header = exportHeader(c, ctx, t);
  const unit = formatter(c.format).plain?.unit;
  // a percent sign anywhere in a label shows the unit; another unit only as '(s)' (a label may hold the letter)
  const shown = unit === '%' ? header.includes('%') : header.includes(`(${unit})`);
  return unit && !shown ? `${header} (${unit})` : header;
}

/**
 * Streams a CSV of the report: the same rows, order, columns and headers as its xlsx export (both
 * read exportSource; figures rounded as the grid shows them, rates in percent), then the same totals row; UTF-8 with a BOM, CRLF lines, formula-looking text
 * escaped by the xlsx rule. Rows are written a slice at a time as the reader takes them; a later
 * chunk that fails ends the stream with an error, so no partial file looks complete.
 */
export async function streamReportCsv(service: ReportService, report: ReportDefinition, request: ReportRequest, scope: RowScope, nowMs: number, options: ExportOptions = {}): Promise<ExportStream> {
  const { view, chunks, summaries, ctx, t } = await exportSource(service, report, request, scope, nowMs, options);
  const values = columnValues(view.columns, ctx);
  const fields = view.columns.map((c) => c.field);
  let written = 0;
  async function* lines(): AsyncGenerator<string> {
    yield BOM + csvLine(view.columns.map((c) => csvHeader(c, ctx, t)));
    let next: Promise<ColumnResult> | null = null;
    for (let i = -1; i < chunks.rest.length; i++) {
      const rows: ColumnResult = i < 0 ? chunks.first : await next!;
      next = i + 1 < chunks.rest.length ? chunks.rest[i + 1]() : null;
      next?.catch(() => undefined);
      const read = fields.map((f) => rows.columns[f] ?? []);
      for (let from = 0; from < rows.count; from += SLICE_ROWS) {
        let text = '';
        const to = Math.min(rows.count, from + SLICE_ROWS);
        for (let r = from; r < to; r++) text += csvLine(values.map((value, c) => value(read[c][r])));
        // counted as it is handed to the stream: the client gets at most these
        written += to - from;
        yield text;
      }
    }
    // "Others" (a query's top), then the totals row
    for (const { label, row } of summaries) {
      yield csvLine(view.columns.map((c, i) => (i === 0 ? label : c.total ? formatter(c.format).plainText(row[c.field], ctx, c.enumKey) : null)));
    }
  }
  return { stream: Readable.from(lines(), { objectMode: false }), rows: chunks.total, sent: () => written };
}
