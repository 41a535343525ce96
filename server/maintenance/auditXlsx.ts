import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeCell } from '../../src/engine/format/escapeCell';
import type { AppStore } from '../appstore/appStore';
import type { AuditRow } from '../appstore/auditLog';
import { auditEntries, type AuditFilters } from '../appstore/auditPage';
import { auditActionText, auditActorText, auditTargetText, type AuditNames, type Translate } from '../../src/engine/audit/auditText';
import { auditExportReport, auditSnapshotText } from '../../src/engine/audit/auditSnapshot';
import { reportEntry, reportView } from '../../src/engine/report/reportView';
import { auditReportParts } from '../../src/engine/audit/exportText';
import type { FieldSources } from '../../src/engine/report/fields';
import type { Registry } from '../../src/engine/registry/buildRegistry';
import { listGroups } from '../appstore/groups';
import type { WarehouseLists } from '../auth/warehouseLists';
import { pickLabels } from '../../src/engine/filters/pickerOptions';
import { translator } from '../i18n/translate';
import { permissionTree } from './permissionTree';

/** The most entries one export holds; narrow the filters for more. */
export const AUDIT_EXPORT_LIMIT = 100_000;

const HEADERS = {
  en: ['Time (UTC)', 'Operator', 'Action', 'Target', 'Before', 'After', 'Client address', 'Before (as stored)', 'After (as stored)'],
  tw: ['時間 (UTC)', '操作員', '動作', '對象', '變更前', '變更後', '用戶端位址', '變更前（原始紀錄）', '變更後（原始紀錄）'],
} as const;
const WIDTHS = [20, 18, 24, 22, 50, 50, 18, 40, 40];

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/**
 * One row of the sheet, its operator, action, target, before and after in words as the screen
 * shows them (src/engine/audit/auditText.ts; every name of a list, as its tooltip), then before and
 * after as stored (JSON), which the screen gives on hover too; every text cell escaped so a spreadsheet never runs it as a formula.
 */
export function auditCells(e: AuditRow, t: Translate = translator('en'), names: AuditNames = {}): ExcelJS.CellValue[] {
  return [e.at, auditActorText(e), auditActionText(t, e.action), auditTargetText(t, e, names), auditSnapshotText(t, e.before, names, { whole: true, report: auditExportReport(e) }),
    auditSnapshotText(t, e.after, names, { whole: true, report: auditExportReport(e) }),
    e.clientAddr ?? '', json(e.before), json(e.after)]
    .map((v) => escapeCell(v) as ExcelJS.CellValue);
}

/**
 * The names the screen shows for codes (src/pages/maintenance/audit/auditNames.ts), from the
 * server's own lists: report titles (a report's second place in the menu by its title), the
 * permission tree's titles, the operating units, the groups and operators that exist, and the
 * reports' filters and sections and the pickers' labels (an export's filters and section, as its page names them).
 */
export async function auditExportNames(store: AppStore, registry: Pick<Registry, 'reports'> & FieldSources,
  lists: Pick<WarehouseLists, 'cms' | 'sites' | 'gameKinds' | 'gameBrands' | 'currencies' | 'memberLevels' | 'memberTags'>, t: Translate = translator('en')): Promise<AuditNames> {
  const definitions = [...registry.reports.values()];
  const reports = definitions.map(reportEntry);
  const tree = permissionTree(reports);
  return {
    titleKeys: Object.fromEntries(reports.map((r) => [r.id, r.titleKey])),
    permissions: Object.fromEntries(tree.flatMap((b) => [[b.itemIdx, b.titleKey], ...b.children.map((c) => [c.reportIdx, c.titleKey])])),
    units: Object.fromEntries(lists.cms.map((c) => [c.cms_id, c.cms_name])),
    groups: Object.fromEntries((await listGroups(store)).map((g) => [g.groupID, g.groupName])),
    operators: Object.fromEntries((await store.all<{ id: number; account: string; name: string }>(
      'SELECT operator_id AS id, operator_ac AS account, operator_name AS name FROM operator')).map((o) => [o.id, { account: o.account, name: o.name }])),
    reports: Object.fromEntries(definitions.map((r) => [r.id, auditReportParts(reportView(r, registry))])),
    // the pickers' lists as the session has them: the markets are the currencies' names
    picks: pickLabels({ ...lists, markets: lists.currencies }, t),
  };
}

/** Streams the matching audit entries, newest first, as an xlsx (exceljs streaming writer); `written()` counts the entries written so far. */
export function streamAuditXlsx(store: AppStore, filters: AuditFilters, lang: 'en' | 'tw', names: AuditNames = {}): { stream: Readable; written(): number } {
  const stream = new PassThrough();
  const t = translator(lang);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(lang === 'tw' ? '稽核紀錄' : 'Audit log');
  sheet.columns = HEADERS[lang].map((header, i) => ({ header, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  void (async () => {
    try {
      for await (const entry of auditEntries(store, filters, AUDIT_EXPORT_LIMIT)) {
        sheet.addRow(auditCells(entry, t, names)).commit();
        written++;
      }
      sheet.commit();
      await workbook.commit();
    } catch (e) {
      stream.destroy(e as Error);
    }
  })();
  return { stream, written: () => written };
}
