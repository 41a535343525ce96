import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../server/compiler/rateBook';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
let first: string;
let last: string;
beforeAll(async () => {
  fx = await openReportFixture();
  const span = await fx.one('SELECT min(stat_date)::VARCHAR AS a, max(stat_date)::VARCHAR AS b FROM fact_game_day');
  first = String(span.a);
  last = String(span.b);
});
afterAll(async () => { await fx?.warehouse.close(); });

const run = async (id: string, filters: Record<string, unknown>) => {
  const report = fx.service.registry.report(id);
  const out = await fx.service.run(report, { filters, page: { index: 0, size: 500 } }, { siteIds: fx.siteIds }, fx.now);
  expect(out.total).toBeLessThanOrEqual(500);
  return out;
};

/** Distinct players by brand (and site) over a range, counted on the raw facts. */
const players = async (from: string, to: string, bySite: boolean) => {
  const rows = await fx.warehouse.query(`SELECT g.game_brand_code AS brand, ${bySite ? 'f.site_id' : '0'} AS site, count(DISTINCT f.member_id) AS n
    FROM fact_game_day f JOIN dim_game g USING (game_id) WHERE f.stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY ALL`, [from, to]);
  return new Map(rows.map((r) => [`${String(r.brand)}|${Number(r.site)}`, Number(r.n)]));
};

describe('distinct players by brand from the members\' first and last days', () => {
  // long ranges and those ending the day before the last read the span (members straddling the range checked on the facts), short ones mid-history the facts
  const ranges = () => [
    { label: 'long, mid-history (straddlers checked)', from: addDays(last, -300), to: addDays(last, -180) },
    { label: 'from the first day', from: first, to: addDays(first, 20) },
    { label: 'short, mid-history (facts)', from: addDays(last, -70), to: addDays(last, -50) },
    { label: 'short, ending the day before the last (straddlers checked)', from: addDays(last, -30), to: addDays(last, -1) },
  ];

  it('game ranking: players by brand, now and before, as the facts count them', async () => {
    // the long range has members whose first and last day lie on either side of it: their facts decide
    const [long] = ranges();
    const straddling = await fx.one('SELECT count(*)::INTEGER AS n FROM rollup_gaming_span_game_brand_code WHERE first_date < $1::DATE AND last_date > $2::DATE', [long.from, long.to]);
    expect(Number(straddling.n)).toBeGreaterThan(0);
    for (const r of ranges()) {
      const out = await run('game_ranking', { range: { preset: 'custom', from: r.from, to: r.to }, groupBy: 'game_brand_code' });
      const { from, to } = out.meta.range!;
      const prev = out.meta.previousRange!;
      const [now, before] = await Promise.all([players(from, to, false), players(prev.from, prev.to, false)]);
      expect(out.res.length, r.label).toBe(now.size);
      for (const row of out.res) {
        expect(row.gm_dau, `${r.label} ${String(row.group_value)}`).toBe(now.get(`${String(row.group_value)}|0`) ?? 0);
        expect(row.gm_dau_prev, `${r.label} ${String(row.group_value)} before`).toBe(before.get(`${String(row.group_value)}|0`) ?? 0);
      }
    }
  });

  it('integrator recap: players by brand and site', async () => {
    for (const r of ranges()) {
      const out = await run('osw_recap', { range: { preset: 'custom', from: r.from, to: r.to } });
      const { from, to } = out.meta.range!;
      const now = await players(from, to, true);
      expect(out.res.length, r.label).toBe(now.size);
      for (const row of out.res) expect(row.gm_dau, `${r.label} ${String(row.game_brand_code)} ${String(row.site_id)}`).toBe(now.get(`${String(row.game_brand_code)}|${Number(row.site_id)}`));
    }
  });

  it('reads the span for a long range and the facts for a short one', async () => {
    const [long, short] = ranges().filter((_, i) => i !== 1);
    const source = async (r: { from: string; to: string }) => (await run('osw_recap', { range: { preset: 'custom', from: r.from, to: r.to } })).meta.source;
    expect(await source(long)).toContain('rollup_gaming_span_game_brand_code');
    // the span part falls back to the fact within a short range: the SQL reads fact_game_day for it
    const report = fx.service.registry.report('osw_recap');
    const { compileReport } = await import('../../../server/compiler/pipeline');
    const sql = (r: { from: string; to: string }) => compileReport(report, { filters: { range: { preset: 'custom', from: r.from, to: r.to } } }, { siteIds: fx.siteIds }, fx.service.context(fx.now)).steps[0].statement.sql;
    expect(sql(long)).toContain('"rollup_gaming_span_game_brand_code"');
    expect(sql(short)).not.toContain('"rollup_gaming_span_game_brand_code"');
  });
});
