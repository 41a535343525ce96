import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDefinition } from '../../../src/engine/definition/report';
import { formatter, type FormatContext } from '../../../src/engine/format/formatters';
import { needsCriteria } from '../../../src/engine/report/sampleFilters';
import { reportView, type ReportView } from '../../../src/engine/report/reportView';
import { groupedView } from '../../../src/engine/report/groupBy';
import { chartModel } from '../../../src/renderers/chart/chartModel';
import { fieldLabel, type Translate } from '../../../src/renderers/format/fieldLabel';
import { translator } from '../../../server/i18n/translate';
import { subjectCandidates, subjectFilters } from '../../../server/reports/storySubjects';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
/** The warehouse's codes that have names: payment methods, member tags, game kinds, promotion sub types. */
let codes: Set<string>;
beforeAll(async () => {
  fx = await openReportFixture();
  const rows = await fx.warehouse.query(`SELECT DISTINCT pay_method_code AS code FROM fact_transaction WHERE pay_method_code IS NOT NULL
    UNION SELECT member_tag_code FROM dim_member_tag UNION SELECT game_kind_code FROM dim_game UNION SELECT promo_sub_type FROM dim_promo`);
  codes = new Set(rows.map((r) => String(r.code)));
});

/** A text that is, or lists, a raw code (`bank_transfer`, `QPay · qr_code`, `high_roller, affiliate`, `slot`). */
const rawCode = (text: string) => text.split(/ · |, /).some((part) => codes.has(part));
afterAll(async () => { await fx?.warehouse.close(); });

/** Every request worth scanning: defaults, each option of an enum parameter (group-by), each section; subjects for lookups. */
async function requests(report: ReportDefinition): Promise<{ filters: Record<string, unknown>; section?: string }[]> {
  let base: Record<string, unknown> = {};
  if (needsCriteria(report)) {
    const [subject] = await subjectCandidates(fx.warehouse, fx.service.dataEnd);
    base = subjectFilters(report, subject);
  }
  const out: { filters: Record<string, unknown>; section?: string }[] = [{ filters: base }];
  for (const f of report.filters) {
    if (f.widget !== 'enum' || !f.param) continue;
    for (const o of f.options ?? []) if (o !== f.default) out.push({ filters: { ...base, [f.key]: o } });
  }
  for (const s of report.sections ?? []) out.push({ filters: base, section: s.id });
  return out;
}

describe.each(['en', 'tw'])('every report in %s', (lang) => {
  const tr = translator(lang);
  const t: Translate = (key, vars) => tr(key, vars as Record<string, string>);
  const ctx: FormatContext = { currency: 'USD', rates: [], lang, translate: (k) => t(k) };

  it('shows no raw code in its label columns, chart categories, legends or headers', async () => {
    const found: string[] = [];
    for (const report of fx.service.registry.reports.values()) {
      const main = reportView(report, fx.service.registry);
      for (const req of await requests(report)) {
        const result = await fx.service.run(report, { filters: req.filters, section: req.section, page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);
        // as the screen shows the answer: a grouped answer's group_value named as its dimension's codes are
        const view: ReportView = groupedView(req.section ? main.sections.find((s) => s.section === req.section)! : main, result.meta.groupBy);
        const where = `${report.id}${req.section ? `#${req.section}` : ''} ${JSON.stringify(req.filters)}`;
        for (const c of view.columns) {
          if (c.kind !== 'dimension' || (c.format !== 'text' && c.format !== 'enum')) continue;
          const header = fieldLabel(t, view, c.field);
          if (rawCode(header)) found.push(`${where} header ${c.field}: ${header}`);
          for (const row of result.res) {
            const text = formatter(c.format).text(row[c.field], ctx, c.enumKey);
            if (rawCode(text)) { found.push(`${where} ${c.field}: ${text}`); break; }
          }
        }
        if (result.chart && view.chart) {
          const model = chartModel(view.chart, result.chart, view, ctx, t);
          const bad = [...model.categories, ...model.series.map((s) => s.name)].find((x) => rawCode(x));
          if (bad) found.push(`${where} chart: ${bad}`);
        }
      }
    }
    expect(found).toEqual([]);
  }, 600_000);
});

describe('the row of members without an agent', () => {
  it('is named, not shown as a dash, in both languages', async () => {
    const report = fx.service.registry.report('agent_stats');
    const view = reportView(report, fx.service.registry);
    const column = view.columns.find((c) => c.field === 'agent_username')!;
    const result = await fx.service.run(report, { page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);
    const none = result.res.find((r) => r.agent_username === null);
    expect(none, 'agent_stats has a row of members without an agent').toBeDefined();
    const text = (lang: string) => formatter(column.format).text(none!.agent_username, { currency: 'USD', rates: [], lang, translate: translator(lang) }, column.enumKey);
    expect(text('en')).toBe('No agent');
    expect(text('tw')).toBe('無代理');
  });
});
