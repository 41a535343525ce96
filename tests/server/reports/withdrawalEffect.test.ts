import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDefinition } from '../../../src/engine/definition/report';
// docs/ARCHITECTURE.md's example, the whole of the report: what the docs show is what runs here
import withdrawalEffect from '../../../docs/examples/withdrawal_effect.report';
import { PROMO_EFFECT_DAYS } from '../../../server/compiler/kinds/promoEffect/spec';
import { compileReport } from '../../../server/compiler/pipeline';
import { buildRegistry } from '../../../src/engine/registry/buildRegistry';
import { loadKindSpecs, loadModelModules, loadReportModules } from '../../../server/definitions/discover';
import { num, sumOf } from './moneySupport';
import { openReportFixture, type ReportFixture } from './support';

// the example's window: the kind's own default, in days
const N = withdrawalEffect.query.kind === 'promoEffect' ? withdrawalEffect.query.days ?? PROMO_EFFECT_DAYS : PROMO_EFFECT_DAYS;

let fx: ReportFixture;
let report: ReportDefinition;
beforeAll(async () => {
  fx = await openReportFixture();
  // validated as a discovered file would be, beside every report of the console
  const registry = buildRegistry(await loadModelModules(), { ...(await loadReportModules()), 'reports/house/withdrawal_effect.report.ts': withdrawalEffect }, await loadKindSpecs());
  report = registry.report('withdrawal_effect');
});
afterAll(async () => { await fx?.warehouse.close(); });

async function runAll(filters: Record<string, unknown>) {
  const first = await fx.service.run(report, { filters, page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);
  const rows = [...first.res];
  for (let index = 1; rows.length < first.total; index++) rows.push(...(await fx.service.run(report, { filters, page: { index, size: 200 } }, { siteIds: fx.siteIds }, fx.now)).res);
  return { ...first, rows };
}

describe('a before/after report on withdrawals and turnover, written as a definition alone', () => {
  it("compares each promotion's participants' withdrawals and turnover before and after its start as the facts do", async () => {
    const { rows, totals, meta } = await runAll({ range: { preset: 'prev12m' } });
    const { from, to } = meta.range!;
    const raw = await fx.warehouse.query(`WITH p AS (SELECT promo_id, promo_date_start AS s, promo_date_end AS e, least(promo_date_start + ${N - 1}, $3::DATE) AS a_to FROM dim_promo WHERE promo_date_start BETWEEN $1::DATE AND $2::DATE),
      parts AS (SELECT DISTINCT b.promo_id, b.member_id FROM fact_bonus b JOIN p USING (promo_id) WHERE b.stat_date BETWEEN p.s AND p.e),
      cmp AS (SELECT parts.* FROM parts JOIN p USING (promo_id) JOIN dim_member m USING (member_id) WHERE m.reg_date <= p.s - ${N}),
      wd AS (SELECT c.promo_id, sum(t.amount_base) FILTER (WHERE t.stat_date < p.s) AS b, sum(t.amount_base) FILTER (WHERE t.stat_date >= p.s) AS a
        FROM cmp c JOIN p USING (promo_id) JOIN fact_transaction t ON t.member_id = c.member_id AND t.stat_date BETWEEN p.s - ${N} AND p.a_to
        WHERE t.trans_type IN (4, 28, -10) AND t.trans_status = 'succ' GROUP BY 1),
      bo AS (SELECT c.promo_id, sum(x.apv_bet_base) FILTER (WHERE x.stat_date < p.s) AS b, sum(x.apv_bet_base) FILTER (WHERE x.stat_date >= p.s) AS a
        FROM cmp c JOIN p USING (promo_id) JOIN fact_game_day x ON x.member_id = c.member_id AND x.stat_date BETWEEN p.s - ${N} AND p.a_to GROUP BY 1)
      SELECT p.promo_id, p.a_to - p.s + 1 AS days, (SELECT count(*) FROM cmp x WHERE x.promo_id = p.promo_id) AS compared,
        wd.b AS wd_b, wd.a AS wd_a, bo.b AS bo_b, bo.a AS bo_a
      FROM p LEFT JOIN wd USING (promo_id) LEFT JOIN bo USING (promo_id)`, [from, to, fx.service.dataEnd]);
    expect(rows.length).toBe(raw.length);
    expect(rows.length).toBeGreaterThan(10);
    // the figures must have something to compare: promotions whose participants withdrew before and after
    expect(raw.filter((r) => num(r.wd_b ?? 0) > 0 && num(r.wd_a ?? 0) > 0).length).toBeGreaterThan(5);
    const byId = new Map(rows.map((r) => [r.promo_id, r]));
    for (const r of raw) {
      const row = byId.get(r.promo_id)!;
      expect(row, String(r.promo_id)).toBeDefined();
      const days = num(r.days);
      expect(row.effect_days_after).toBe(days);
      expect(row.effect_member_count).toBe(num(r.compared));
      expect(num(row.wdrl_amt_before)).toBeCloseTo(num(r.wd_b ?? 0) / N, 4);
      expect(num(row.wdrl_amt_after)).toBeCloseTo(num(r.wd_a ?? 0) / days, 4);
      expect(num(row.apv_bet_before)).toBeCloseTo(num(r.bo_b ?? 0) / N, 4);
      expect(num(row.apv_bet_after)).toBeCloseTo(num(r.bo_a ?? 0) / days, 4);
      const before = num(r.wd_b ?? 0) / N;
      if (before === 0) expect(row.wdrl_amt_lift).toBeNull();
      else expect(num(row.wdrl_amt_lift)).toBeCloseTo((num(r.wd_a ?? 0) / days - before) / Math.abs(before), 6);
    }
    // only the figures asked for: no activity or deposit columns, and no login facts read
    expect(Object.keys(rows[0]).filter((k) => /_(before|after|lift)$/.test(k)).sort())
      .toEqual(['apv_bet_after', 'apv_bet_before', 'apv_bet_lift', 'bonus_amt_after', 'effect_days_after', 'wdrl_amt_after', 'wdrl_amt_before', 'wdrl_amt_lift']);
    expect(meta.source).not.toContain('fact_login');
    // totals add up the promotions with their whole after-window
    const whole = rows.filter((r) => num(r.effect_days_after) === N);
    expect(num(totals!.wdrl_amt_before)).toBeCloseTo(sumOf(whole, 'wdrl_amt_before'), 4);
    expect(num(totals!.wdrl_amt_after)).toBeCloseTo(sumOf(whole, 'wdrl_amt_after'), 4);
  });

  it('emits the figures asked for on ClickHouse too', () => {
    const compiled = compileReport(report, { filters: { range: { preset: 'prev30' } } }, { siteIds: fx.siteIds }, { ...fx.service.context(fx.now), dialect: 'clickhouse' });
    const sql = compiled.steps.map((s) => s.statement.sql).join('\n');
    expect(sql).toContain('wdrl_amt_lift');
    expect(sql).toContain('apv_bet_lift');
    expect(sql).not.toContain('fact_login');
    expect(sql).not.toContain('dpst_amt');
  });

  it('refuses a figure that is not a money measure of a member-keyed fact, naming it and the valid ones', async () => {
    // a count, a measure needing the member join, and the bonus (its `_after` is the promotion's own bonus column)
    for (const bad of ['no_such_measure', 'wdrl_count', 'dpst_amt_new', 'bonus_amt']) {
      const query = { ...report.query, figures: [bad] };
      const broken = { ...report, query } as ReportDefinition;
      await expect(fx.service.run(broken, { filters: { range: { preset: 'prev30' } } }, { siteIds: fx.siteIds }, fx.now))
        .rejects.toThrow(new RegExp(`cannot compare '${bad}'.*active.*apv_bet.*dpst_amt.*house_net_win.*wdrl_amt`));
    }
  });
});
