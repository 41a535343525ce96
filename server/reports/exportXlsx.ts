import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { escapeCell } from '../../src/engine/format/escapeCell';
import { formatter, type FormatContext } from '../../src/engine/format/formatters';
import type { ViewColumn } from '../../src/engine/report/reportView';
import type { ReportRequest } from '../../src/engine/request/types';
import type { RowScope } from '../compiler/types';
import type { ColumnResult, Row } from '../warehouse/warehouse';
import { exportHeader, exportSource, type ExportOptions, type ExportStream, type RowChunks } from './exportSource';
import type { ReportService } from './reportService';
import { numFmtOf, SheetRows } from './sheetRows';

export type { ExportOptions } from './exportSource';

const WIDTHS = { tiny: 10, short: 16, long: 26 } as const;
/** Rows formatted between two looks at the output (and a turn of the event loop, so compression keeps pace). */
const SLICE_ROWS = 1_000;

/**
 * Streams an xlsx of the report with the request's filters and sort over every row (not only the
 * loaded page), formatted as on screen: amounts in the chosen currency, enum names and headers in
 * the chosen language, text cells escaped against formula injection. The rows come from
 * exportSource (shared with the CSV export), a chunk written as the next is read, so memory stays
 * bounded whatever the count; a later chunk that fails destroys the stream, so the download fails
 * instead of ending in a file that looks complete.
 */
export async function streamReportXlsx(service: ReportService, report: ReportDefinition, request: ReportRequest, scope: RowScope, nowMs: number, options: ExportOptions = {}): Promise<ExportStream> {
  const { view, chunks, summaries, ctx, t } = await exportSource(service, report, request, scope, nowMs, options);
  const stream = new PassThrough();
  const written = { rows: 0 };
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = book.addWorksheet(t(view.titleKey).slice(0, 31));
  sheet.columns = view.columns.map((c) => ({
    header: exportHeader(c, ctx, t),
    key: c.field,
    width: WIDTHS[c.width ?? 'short'],
    style: { numFmt: numFmtOf(c, ctx) },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const rows = new SheetRows(book, sheet, view.columns, ctx);
  void writeSheet(book, sheet, rows, view.columns, ctx, chunks, summaries, stream, written).catch((e: Error) => stream.destroy(e));
  return { stream, rows: chunks.total, sent: () => written.rows };
}

/** Writes every chunk, reading the next one meanwhile, then "Others" and the totals row; stops early when the client has gone. `written.rows` counts the rows written. */
async function writeSheet(book: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet, writer: SheetRows, columns: readonly ViewColumn[], ctx: FormatContext, chunks: RowChunks,
  summaries: readonly { label: string; row: Row }[], out: PassThrough, written: { rows: number }): Promise<void> {
  let next: Promise<ColumnResult> | null = null;
  for (let i = -1; i < chunks.rest.length; i++) {
    const rows: ColumnResult = i < 0 ? chunks.first : await next!;
    if (out.destroyed) return;
    // one chunk read ahead: the warehouse works on it while this one is formatted (two ahead measured slower, and heavier)
    next = i + 1 < chunks.rest.length ? chunks.rest[i + 1]() : null;
    next?.catch(() => undefined); // awaited on the next turn; unobserved only when the client has gone
    for (let from = 0; from < rows.count; from += SLICE_ROWS) {
      if (out.destroyed) return;
      const to = Math.min(rows.count, from + SLICE_ROWS);
      writer.write(rows, from, to);
      written.rows += to - from;
      await writer.drained(out);
    }
  }
  writer.finish();
  // "Others" (a query's top), then the totals row: each under its label, the columns that total
  for (const { label, row } of summaries) {
    const summary = sheet.addRow(columns.map((c, i) => (i === 0 ? label : c.total ? (escapeCell(formatter(c.format).cell(row[c.field], ctx, c.enumKey).value) as ExcelJS.CellValue) : null)));
    summary.font = { bold: true };
    summary.commit();
  }
  sheet.commit();
  await book.commit();
}
