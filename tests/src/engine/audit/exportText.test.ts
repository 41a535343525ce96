import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import { type AuditNames } from '../../../../src/engine/audit/auditText';
import { auditExportReport, auditSnapshotText } from '../../../../src/engine/audit/auditSnapshot';
import siteTrend from '../../../../reports/provider/site_trend.report';
import memberCvt from '../../../../reports/house/member_cvt.report';
import memberSearch from '../../../../reports/site_owner/member_search.report';
import { pickLabels } from '../../../../src/engine/filters/pickerOptions';

const en = i18n.getFixedT('en');
const tw = i18n.getFixedT('tw');

/** The names the screen has from the views of the reports exported on its page (src/pages/maintenance/audit/auditReportParts.ts). */
const names: AuditNames = {
  reports: {
    site_trend: { filters: siteTrend.filters },
    member_cvt: { filters: memberCvt.filters, sections: { cohorts: 'reports.member_cvt.sections.cohorts' } },
    member_search: { filters: memberSearch.filters },
  },
  picks: pickLabels({
    sites: [{ site_id: 3, site_name: 'SambaBet', site_currency: 'BRL' }, { site_id: 5, site_name: 'LuckyNine', site_currency: 'THB' }],
    gameKinds: [], gameBrands: [], markets: [{ currency: 'THB', market_name: 'Thailand' }],
    memberLevels: [{ member_lv_id: 41, member_lv_name: 'Gold' }], memberTags: [{ member_tag_id: 7, member_tag_code: 'vip' }],
  }, en),
};
const exported = (after: Record<string, unknown>, target = 'site_trend') => ({ action: 'report.export', target, after });
const cell = (t: typeof en, e: ReturnType<typeof exported>, whole = false) => auditSnapshotText(t, e.after, names, { report: auditExportReport(e), whole });

describe('a report export’s entry in the audit log', () => {
  it('names its filters as the report page names them, in both languages', () => {
    const e = exported({ format: 'xlsx', filters: { range: { preset: 'prev30' }, grain: 'day', metrics: ['apv_bet'] }, rows: 360, total: 360, complete: true });
    expect(cell(en, e)).toBe(`Format: xlsx · Filters: ${en('filters.dateRange')}: Previous 30 days; ${en('filters.grain')}: Day; ${en('filters.metrics')}: ${en('fields.apv_bet')} · Rows: 360 · Rows in the report: 360 · Whole: yes`);
    expect(cell(tw, e)).toContain(`篩選: ${tw('filters.dateRange')}: ${tw('presets.prev30')}; ${tw('filters.grain')}: ${tw('filters.grains.day')}; ${tw('filters.metrics')}: ${tw('fields.apv_bet')}`);
    expect(cell(en, e)).not.toMatch(/prev30|apv_bet|grain day/);
    expect(tw('fields.apv_bet')).not.toBe(en('fields.apv_bet'));
  });

  it('reads a custom range by its days, sites by name, and a long list cut in the cell but whole in the tooltip and export', () => {
    const e = exported({ format: 'csv', filters: { sites: [3, 5, 9], range: { preset: 'custom', from: '2026-11-01', to: '2026-11-15' },
      metrics: ['apv_bet', 'turnover', 'ggr', 'deposit_amount', 'dau', 'house_edge'] }, rows: 1, total: 1, complete: true });
    const text = cell(en, e);
    expect(text).toContain(`${en('filters.dateRange')}: 2026-11-01 – 2026-11-15; `);
    expect(text).toContain(`${en('filters.sites')}: SambaBet, LuckyNine, 9`);
    expect(text).toMatch(/ \+2 more; /);
    expect(cell(en, e, true)).not.toContain('more');
  });

  it('names markets, member levels and tags as their pickers do, and keeps a value no list names', () => {
    const markets = exported({ format: 'csv', filters: { markets: ['THB', 'XYZ'] }, rows: 1, total: 1, complete: true });
    expect(cell(en, markets)).toContain(': THB · Thailand, XYZ · ');
    const members = exported({ format: 'csv', filters: { memberLevels: [41], memberTags: [7, 8] }, rows: 1, total: 1, complete: true }, 'member_search');
    const text = cell(en, members);
    expect(text).toContain(`${en('filters.memberLevels')}: Gold`);
    expect(text).toContain(`${en('filters.memberTags')}: ${en('enums.memberTag.vip', { defaultValue: 'vip' })}, 8`);
    expect(text).not.toMatch(/: 41\b/);
  });

  it('reads a custom range of months to the day it ran by its months, in both languages', () => {
    const e = exported({ format: 'csv', filters: { range: { preset: 'custom', months: 12 } }, rows: 1, total: 1, complete: true });
    expect(cell(en, e)).toContain(`Filters: ${en('filters.dateRange')}: Last 12 months to date · `);
    expect(cell(tw, e)).toContain(`${tw('filters.dateRange')}: 最近 12 個月至今 · `);
    const one = exported({ format: 'csv', filters: { range: { preset: 'custom', months: 1 } }, rows: 1, total: 1, complete: true });
    expect(cell(en, one)).toContain(': Last month to date · ');
  });

  it('says an export with no filters took the report’s defaults, and keeps codes where the report’s filters are not known', () => {
    const none = exported({ format: 'xlsx', filters: {}, rows: 2, total: 2, complete: true });
    expect(cell(en, none)).toContain("Filters: the report's defaults · Rows");
    expect(cell(tw, none)).toContain('篩選: 報表預設值 · ');
    const unknown = exported({ format: 'xlsx', filters: { range: { preset: 'prev7' } }, rows: 2, total: 2, complete: true }, 'no_such_report');
    expect(cell(en, unknown)).toContain('Filters: range preset prev7');
  });

  it('names the section a section’s export held, in both languages', () => {
    const e = exported({ format: 'csv', section: 'cohorts', filters: {}, rows: 5, total: 5, complete: true }, 'member_cvt');
    expect(cell(en, e)).toBe(`Format: csv · Section: ${en('reports.member_cvt.sections.cohorts')} · Filters: the report's defaults · Rows: 5 · Rows in the report: 5 · Whole: yes`);
    expect(cell(tw, e)).toContain(`區塊: ${tw('reports.member_cvt.sections.cohorts')} · `);
    expect(en('reports.member_cvt.sections.cohorts')).not.toBe('reports.member_cvt.sections.cohorts');
  });
});
