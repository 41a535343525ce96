import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { escapeCell } from '../../src/engine/format/escapeCell';
import { formatter, type FormatContext } from '../../src/engine/format/formatters';
import { reportView, type ViewColumn } from '../../src/engine/report/reportView';
import type { ReportRequest } from '../../src/engine/request/types';
import { capRefusal, listCap, listEntry, listKey } from '../compiler/listPages';
import { compileReport, run } from '../compiler/pipeline';
import { maskRows } from '../compiler/stages/mask';
import type { RowScope } from '../compiler/types';
import type { Row } from '../warehouse/warehouse';
import type { ReportService } from './reportService';
import { translator } from './translate';

const WIDTHS = { tiny: 10, short: 16, long: 26 } as const;

async function latestRates(service: ReportService) {
  const rows = await service.warehouse.query('SELECT currency, rate_to_base FROM fx_rate WHERE rate_date = (SELECT max(rate_date) FROM fx_rate)');
  return rows.map((r) => ({ currency: String(r.currency), rate_to_base: Number(r.rate_to_base) }));
}

function cellOf(col: ViewColumn, row: Row, ctx: FormatContext): ExcelJS.CellValue {
  const cell = formatter(col.format).cell(row[col.field], ctx, col.enumKey);
  return escapeCell(cell.value) as ExcelJS.CellValue;
}

/**
 * Re-runs the report's query with the request's filters and sort over every row (not only the
 * loaded page), then streams an xlsx formatted as on screen: amounts in the chosen currency,
 * enum names and headers in the chosen language, text cells escaped against formula injection.
 * The query finishes before the first byte is sent, so a failed query answers an error envelope,
 * never a partial file.
 */
export async function streamReportXlsx(service: ReportService, report: ReportDefinition, request: ReportRequest, scope: RowScope, nowMs: number): Promise<{ stream: Readable; rows: number }> {
  const ctx0 = service.context(nowMs);
  const compiled = compileReport(report, request, scope, ctx0, true);
  const en = translator('en');
  if (compiled.def.list) {
    // a list over its cap is never exported: the search already known to be over it is refused at once
    const known = ctx0.lists?.peek(listKey(compiled, request, scope));
    const capped = known && (await known).capped;
    if (capped) throw capRefusal(compiled.def, capped, en);
    const entry = await listEntry(compiled, request, scope, ctx0, service.warehouse, 55_000);
    if (entry.capped) throw capRefusal(compiled.def, entry.capped, en);
  }
  const [rawRows, totals, rates] = await Promise.all([
    run(service.warehouse, compiled.page, 55_000),
    compiled.totals ? run(service.warehouse, compiled.totals, 55_000) : Promise.resolve(null),
    latestRates(service),
  ]);
  if (compiled.def.list && rawRows.length > listCap(compiled.def, ctx0)) throw capRefusal(compiled.def, { count: Number(rawRows[0].__total), cap: listCap(compiled.def, ctx0) }, en);
  const rows = maskRows(rawRows, scope.contact);
  const t = translator(request.lang ?? 'en');
  const ctx: FormatContext = { currency: request.currency ?? 'USD', rates, lang: request.lang ?? 'en', translate: (k) => t(k) };
  const view = reportView(compiled.def, service.registry.measures);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t(view.titleKey).slice(0, 31));
  sheet.columns = view.columns.map((c) => ({
    header: t(c.header.key, c.header.measureKey ? { measure: t(c.header.measureKey) } : {}) + (c.money ? ` (${ctx.currency})` : ''),
    key: c.field,
    width: WIDTHS[c.width ?? 'short'],
    style: { numFmt: formatter(c.format).cell(0, ctx).numFmt },
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for (const row of rows) {
        sheet.addRow(view.columns.map((c) => cellOf(c, row, ctx))).commit();
      }
      if (totals?.[0]) {
        const totalRow = sheet.addRow(view.columns.map((c, i) => (i === 0 ? t('common.total') : c.total ? cellOf(c, totals[0], ctx) : null)));
        totalRow.font = { bold: true };
        totalRow.commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (e) {
      stream.destroy(e as Error);
    }
  })();
  return { stream, rows: rows.length };
}
