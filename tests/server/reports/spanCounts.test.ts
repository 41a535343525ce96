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

  it('keeps each member\'s first, last and last-but-one day by kind, brand and both, as the facts have them', async () => {
    for (const dims of [['game_kind_code', 'game_brand_code'], ['game_kind_code'], ['game_brand_code']]) {
      const keys = dims.map((d) => `g.${d}`).join(', ');
      // the facts' distinct days of each site, member and group, numbered from the latest
      const facts = `SELECT f.site_id, f.member_id, ${keys}, f.stat_date AS d, dense_rank() OVER (PARTITION BY f.site_id, f.member_id, ${keys} ORDER BY f.stat_date DESC) AS k
        FROM fact_game_day f JOIN dim_game g USING (game_id)`;
      const expected = `SELECT site_id, member_id, ${dims.join(', ')}, min(d) AS first_date, max(d) AS last_date, max(d) FILTER (WHERE k = 2) AS prior_date FROM (${facts}) GROUP BY ALL`;
      const table = `rollup_gaming_span_${dims.join('_')}`;
      const diff = await fx.one(`SELECT (SELECT count(*) FROM (${expected} EXCEPT SELECT site_id, member_id, ${dims.join(', ')}, first_date, last_date, prior_date FROM ${table}))::INTEGER
        + (SELECT count(*) FROM (SELECT site_id, member_id, ${dims.join(', ')}, first_date, last_date, prior_date FROM ${table} EXCEPT ${expected}))::INTEGER AS n,
        (SELECT count(*) FROM ${table} WHERE prior_date IS NOT NULL)::INTEGER AS priors, (SELECT count(*) FROM ${table} WHERE prior_date IS NULL)::INTEGER AS single`);
      expect(Number(diff.n), table).toBe(0);
      // both kinds of rows are there: members of several days and of one
      expect(Number(diff.priors), table).toBeGreaterThan(0);
      expect(Number(diff.single), table).toBeGreaterThan(0);
    }
  });

  it('decides the members around a range by their last-but-one day, and checks the facts only where that day is after it', async () => {
    const [long, , , yesterday] = ranges();
    const around = async (r: { from: string; to: string }) => fx.one(`SELECT count(*) FILTER (WHERE prior_date BETWEEN $1::DATE AND $2::DATE)::INTEGER AS inside,
      count(*) FILTER (WHERE prior_date < $1::DATE)::INTEGER AS before, count(*) FILTER (WHERE prior_date > $2::DATE)::INTEGER AS after
      FROM rollup_gaming_span_game_brand_code WHERE first_date < $1::DATE AND last_date > $2::DATE`, [r.from, r.to]);
    // a range ending the day before the last: no member is left for the facts
    const y = await around(yesterday);
    expect(Number(y.inside)).toBeGreaterThan(0);
    expect(Number(y.after)).toBe(0);
    // a long range mid-history: some counted by that day, some left out by it, some checked on the facts (the game ranking test above counts them all right)
    const l = await around(long);
    expect(Number(l.inside)).toBeGreaterThan(0);
    expect(Number(l.before)).toBeGreaterThan(0);
    expect(Number(l.after)).toBeGreaterThan(0);
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
