import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { ReportRequest } from '../src/engine/request/types';
import { streamReportCsv } from '../server/reports/exportCsv';
import { streamReportXlsx } from '../server/reports/exportXlsx';
import type { ReportService } from '../server/reports/reportService';
import { parseCsv } from '../tests/support/csv';

export interface ExportParity {
  report: string;
  rows: number;
  csvSeconds: number;
  xlsxSeconds: number;
  csvMb: number;
  mismatches: number;
  firstMismatch?: string;
}

/** A sheet cell as the CSV writes it: numbers compared as numbers, anything else as its text. */
function sameCell(cell: unknown, text: string): boolean {
  if (cell === null || cell === undefined) return text === '';
  if (typeof cell === 'number') return text !== '' && Math.abs(Number(text) - cell) <= 1e-9 * Math.max(1, Math.abs(cell));
  if (cell instanceof Date) return text === cell.toISOString() || text === cell.toISOString().slice(0, 10);
  return String(cell) === text;
}

/**
 * The CSV and the xlsx of the same export, written to files as a browser would save them, then
 * read back: the same rows in the same order, cell for cell (the CSV opened as a spreadsheet reads).
 */
export async function compareExports(service: ReportService, reportId: string, request: ReportRequest, siteIds: number[], nowMs: number): Promise<ExportParity> {
  const report = service.registry.reports.get(reportId)!;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'export-parity-'));
  try {
    const csvFile = path.join(dir, 'export.csv');
    const xlsxFile = path.join(dir, 'export.xlsx');
    let t0 = performance.now();
    const csv = await streamReportCsv(service, report, request, { siteIds }, nowMs);
    await pipeline(csv.stream, createWriteStream(csvFile));
    const csvSeconds = (performance.now() - t0) / 1000;
    t0 = performance.now();
    const xlsx = await streamReportXlsx(service, report, request, { siteIds }, nowMs);
    await pipeline(xlsx.stream, createWriteStream(xlsxFile));
    const xlsxSeconds = (performance.now() - t0) / 1000;

    const text = await readFile(csvFile, 'utf8');
    if (!text.startsWith('\uFEFF')) throw new Error('the CSV does not start with the byte order mark');
    const records = parseCsv(text.slice(1));
    const sheetRows: unknown[][] = [];
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(xlsxFile, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        while (sheetRows.length < row.number - 1) sheetRows.push([]); // rows exceljs skips as empty
        sheetRows.push((row.values as unknown[]).slice(1));
      }
    }
    let mismatches = 0;
    let firstMismatch: string | undefined;
    const n = Math.max(records.length, sheetRows.length);
    for (let r = 0; r < n; r++) {
      const record = records[r] ?? [];
      const cells = sheetRows[r] ?? [];
      const width = Math.max(record.length, cells.length);
      for (let c = 0; c < width; c++) {
        if (!sameCell(cells[c], record[c] ?? '')) {
          mismatches++;
          firstMismatch ??= `row ${r + 1} column ${c + 1}: xlsx ${JSON.stringify(cells[c])}, csv ${JSON.stringify(record[c])}`;
        }
      }
    }
    if (records.length !== sheetRows.length) firstMismatch = `${records.length} CSV records against ${sheetRows.length} sheet rows; ${firstMismatch ?? ''}`;
    return { report: reportId, rows: csv.rows, csvSeconds, xlsxSeconds, csvMb: text.length / 2 ** 20, mismatches, firstMismatch };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
