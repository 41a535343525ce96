import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompileError } from '../../../server/compiler/errors';
import { streamReportCsv } from '../../../server/reports/exportCsv';
import type { ReportRequest, ReportResult } from '../../../src/engine/request/types';
import { CENT, openReportFixture, type ReportFixture } from './support';

// Money in a chosen currency is summed on the server at each day's rate: a site's own currency
// sums its own amounts, exactly; any other row is its base amount over the chosen currency's rate
// of its day. Each figure is checked against SQL written here on the raw facts.

let fx: ReportFixture;
let thai: number;
let viet: number;
beforeAll(async () => {
  fx = await openReportFixture();
  // the Thai and the Vietnamese site with the most deposits in the last 30 days: figures worth comparing
  const busiest = async (currency: string) => Number((await fx.one(`SELECT t.site_id FROM fact_transaction t JOIN dim_site s USING (site_id)
    WHERE s.site_currency = $1 AND t.stat_date > (SELECT end_date FROM warehouse_meta) - 30 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`, [currency])).site_id);
  thai = await busiest('THB');
  viet = await busiest('VND');
});
afterAll(async () => { await fx?.warehouse.close(); });

const num = (v: unknown) => Number(v ?? 0);
const DEPOSIT = 'trans_type IN (3, 10, 26) AND trans_status = \'succ\'';

async function run(id: string, request: ReportRequest, siteIds = fx.siteIds, service = fx.service): Promise<ReportResult> {
  return service.run(service.registry.report(id), { page: { index: 0, size: 200 }, ...request }, { siteIds, contact: true }, fx.now);
}

/** Per site and day, a fact's amount in `currency` as written here: own amounts for its sites, else base over that day's rate. */
function inCurrency(base: string, local: string, currency: string): string {
  return `CASE WHEN s.site_currency = '${currency}' THEN ${local} ELSE ${base} / r.rate_to_base END`;
}

const ratesJoin = (alias: string, currency: string) =>
  `JOIN dim_site s ON s.site_id = ${alias}.site_id JOIN fx_rate r ON r.rate_date = ${alias}.stat_date AND r.currency = '${currency}'`;

describe('a Thai site in baht', () => {
  it("sums its own baht amounts to the cent, day by day, in rows, totals, tiles and chart, from rollups and from the facts", async () => {
    for (const service of [fx.service, fx.raw]) {
      const r = await run('site_outline', { currency: 'THB', filters: { site: thai } }, [thai], service);
      expect(r.meta.currency).toBe('THB');
      expect(r.meta.converted, 'every row is the site\'s own baht').toBe(false);
      const { from, to } = r.meta.range!;
      const days = await fx.warehouse.query(`SELECT stat_date, sum(amount) FILTER (WHERE ${DEPOSIT}) AS dpst, sum(amount) FILTER (WHERE trans_type IN (4, 28, -10) AND trans_status = 'succ') AS wdrl
        FROM fact_transaction WHERE site_id = $1 AND stat_date BETWEEN $2::DATE AND $3::DATE GROUP BY 1`, [thai, from, to]);
      const play = await fx.one('SELECT sum(apv_bet) AS apv, sum(house_net_win) AS win FROM fact_game_day WHERE site_id = $1 AND stat_date BETWEEN $2::DATE AND $3::DATE', [thai, from, to]);
      const byDay = new Map(r.res.map((row) => [String(row.stat_date), row]));
      expect(days.length).toBeGreaterThan(10);
      for (const d of days) {
        const row = byDay.get(String(d.stat_date))!;
        // exactly: the site's own decimal amounts, never a round trip through a rate
        expect(num(row.dpst_amt), `deposits of ${d.stat_date}`).toBe(num(d.dpst));
        expect(num(row.wdrl_amt), `withdrawals of ${d.stat_date}`).toBe(num(d.wdrl));
      }
      const taken = days.reduce((a, d) => a + num(d.dpst), 0);
      expect(Math.abs(num(r.totals!.dpst_amt) - taken)).toBeLessThan(CENT);
      expect(Math.abs(num(r.totals!.apv_bet) - num(play.apv))).toBeLessThan(CENT);
      expect(Math.abs(num(r.totals!.house_net_win) - num(play.win))).toBeLessThan(CENT);
      // the chart's deposits are the rows' deposits
      const series = r.chart!.series.find((s) => s.field === 'dpst_amt')!;
      r.chart!.categories.forEach((day, i) => expect(Math.abs(num(series.data[i]) - num(byDay.get(String(day))!.dpst_amt))).toBeLessThan(CENT));
    }
  });
});

describe('several sites', () => {
  it("in USD equal the sum of each day's own amounts at that day's rate", async () => {
    const r = await run('site_compare', { currency: 'USD', filters: {} });
    expect(r.meta.converted).toBe(true);
    const { from, to } = r.meta.range!;
    const raw = await fx.warehouse.query(`SELECT t.site_id, sum(t.amount * r.rate_to_base) FILTER (WHERE ${DEPOSIT}) AS dpst FROM fact_transaction t
      JOIN dim_site s ON s.site_id = t.site_id JOIN fx_rate r ON r.rate_date = t.stat_date AND r.currency = s.site_currency
      WHERE t.stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY 1`, [from, to]);
    const bySite = new Map(r.res.map((row) => [num(row.site_id), row]));
    expect(raw.length).toBeGreaterThan(2);
    for (const s of raw) expect(Math.abs(num(bySite.get(num(s.site_id))?.dpst_amt) - num(s.dpst)), `site ${s.site_id}`).toBeLessThan(CENT);
  });

  it('in a third currency (VND) equal an independent per-day conversion, its own site at its own amounts; totals, chart and export agree with the grid', async () => {
    const request: ReportRequest = { currency: 'VND', filters: {} };
    const r = await run('site_compare', request);
    expect(r.meta.currency).toBe('VND');
    const { from, to } = r.meta.range!;
    const raw = await fx.warehouse.query(`SELECT t.site_id, sum(${inCurrency('t.amount_base', 't.amount', 'VND')}) FILTER (WHERE ${DEPOSIT}) AS dpst FROM fact_transaction t ${ratesJoin('t', 'VND')}
      WHERE t.stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY 1`, [from, to]);
    const play = await fx.warehouse.query(`SELECT g.site_id, sum(${inCurrency('g.apv_bet_base', 'g.apv_bet', 'VND')}) AS apv FROM fact_game_day g ${ratesJoin('g', 'VND')}
      WHERE g.stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY 1`, [from, to]);
    const bySite = new Map(r.res.map((row) => [num(row.site_id), row]));
    for (const s of raw) expect(Math.abs(num(bySite.get(num(s.site_id))?.dpst_amt) - num(s.dpst)), `deposits of site ${s.site_id}`).toBeLessThan(CENT);
    for (const s of play) expect(Math.abs(num(bySite.get(num(s.site_id))?.apv_bet) - num(s.apv)), `turnover of site ${s.site_id}`).toBeLessThan(CENT);
    // the Vietnamese site's own dong, exactly
    const own = await fx.one(`SELECT sum(amount) AS dpst FROM fact_transaction WHERE site_id = $1 AND ${DEPOSIT} AND stat_date BETWEEN $2::DATE AND $3::DATE`, [viet, from, to]);
    expect(Math.abs(num(bySite.get(viet)!.dpst_amt) - num(own.dpst))).toBeLessThan(CENT);
    // totals: the sum of the rows; growth and ratios read the converted sums
    const rowsSum = r.res.reduce((a, row) => a + num(row.dpst_amt), 0);
    expect(Math.abs(num(r.totals!.dpst_amt) - rowsSum)).toBeLessThan(CENT * r.res.length);
    for (const row of r.res) expect(num(row.house_edge)).toBeCloseTo(num(row.house_net_win) / num(row.apv_bet), 9);
    // the chart's figures are the grid's
    const chart = r.chart!;
    const field = chart.series[0].field;
    chart.categories.forEach((c, i) => {
      const row = r.res.find((x) => x.site_name === c);
      if (row) expect(Math.abs(num(chart.series[0].data[i]) - num(row[field]))).toBeLessThan(CENT);
    });
    // the CSV export (the xlsx's rows, read by the same source): the same figures, headed in dong
    const csv = await text((await streamReportCsv(fx.service, fx.service.registry.report('site_compare'), request, { siteIds: fx.siteIds, contact: true }, fx.now)).stream);
    const [head, ...lines] = csv.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(','));
    const view = fx.service.registry.report('site_compare').columns.map((c) => c.field);
    const at = (f: string) => view.indexOf(f);
    expect(head[at('dpst_amt')]).toContain('(VND)');
    const exported = new Map(lines.slice(0, -1).map((l) => [l[at('site_name')], l]));
    for (const row of r.res) expect(Math.abs(Number(exported.get(String(row.site_name))![at('dpst_amt')]) - num(row.dpst_amt))).toBeLessThan(CENT);
  });

  it("refuses a currency the warehouse has no rates for, naming the ones it has", async () => {
    const refused = run('site_compare', { currency: 'XYZ', filters: {} });
    await expect(refused).rejects.toBeInstanceOf(CompileError);
    await expect(refused).rejects.toMatchObject({ status: 9400, message: expect.stringMatching(/^unknown currency 'XYZ': the warehouse has exchange rates for .*THB.*USD/) });
  });
});

describe('a named kind in another currency', () => {
  it("promotion recap in baht: each promotion's bonus and its participants' play at each day's rate, the Thai sites' own baht", async () => {
    const r = await run('promo_entire', { currency: 'THB', filters: {} });
    const { from, to } = r.meta.range!;
    const raw = await fx.warehouse.query(`WITH p AS (SELECT promo_id, greatest(promo_date_start, $1::DATE) AS f, least(promo_date_end, $2::DATE) AS t FROM dim_promo
        WHERE promo_date_start <= $2::DATE AND promo_date_end >= $1::DATE),
      c AS (SELECT b.promo_id, b.member_id, sum(${inCurrency('b.bonus_amt_base', 'b.bonus_amt', 'THB')}) AS bonus FROM fact_bonus b JOIN p USING (promo_id) ${ratesJoin('b', 'THB')}
        WHERE b.stat_date BETWEEN p.f AND p.t GROUP BY ALL),
      g AS (SELECT c.promo_id, sum(${inCurrency('x.apv_bet_base', 'x.apv_bet', 'THB')}) AS apv FROM c JOIN p USING (promo_id)
        JOIN fact_game_day x ON x.member_id = c.member_id AND x.stat_date BETWEEN p.f AND p.t ${ratesJoin('x', 'THB')} GROUP BY 1)
      SELECT p.promo_id, coalesce(sum(c.bonus), 0) AS bonus, any_value(g.apv) AS apv FROM p LEFT JOIN c USING (promo_id) LEFT JOIN g USING (promo_id) GROUP BY 1`, [from, to]);
    const byId = new Map(r.res.map((row) => [row.promo_id, row]));
    expect(raw.length).toBeGreaterThan(3);
    for (const p of raw) {
      const row = byId.get(p.promo_id)!;
      expect(Math.abs(num(row.bonus_amt) - num(p.bonus)), `bonus of promotion ${p.promo_id}`).toBeLessThan(CENT);
      expect(Math.abs(num(row.part_apv_bet) - num(p.apv)), `turnover of promotion ${p.promo_id}`).toBeLessThan(CENT);
    }
    expect(num(r.totals!.bonus_rate)).toBeCloseTo(num(r.totals!.bonus_amt) / num(r.totals!.part_house_net_win), 9);
  });

  it("promotion comparison in dong: deposits per day before and after at each day's rate", async () => {
    const r = await run('promo_compare', { currency: 'VND', filters: {} });
    const usd = await run('promo_compare', { filters: {} });
    expect(r.res.length).toBe(usd.res.length);
    expect(r.res.length).toBeGreaterThan(0);
    // the same promotions and members; money far larger in dong, lifts close to the dollar view's (rates drift a little)
    const dollars = new Map(usd.res.map((row) => [row.promo_id, row]));
    for (const row of r.res) {
      const d = dollars.get(row.promo_id)!;
      expect(row.effect_member_count).toBe(d.effect_member_count);
      if (num(d.dpst_amt_after) > 0) expect(num(row.dpst_amt_after) / num(d.dpst_amt_after)).toBeGreaterThan(15_000);
    }
  });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as string));
  return Buffer.concat(chunks).toString('utf8');
}

describe('money settings (a level\'s thresholds, kept in the base currency with no day)', () => {
  it('are shown in the chosen currency at the latest day\'s rate, in the grid and the export, and the page says they were converted', async () => {
    const request: ReportRequest = { currency: 'THB', filters: { site: thai } };
    const r = await run('member_level', request, [thai]);
    const rate = num((await fx.one("SELECT rate_to_base FROM fx_rate WHERE currency = 'THB' ORDER BY rate_date DESC LIMIT 1")).rate_to_base);
    const levels = new Map((await fx.warehouse.query('SELECT member_lv_id, threshold_apv_bet, threshold_dpst_amt, threshold_dpst_count FROM dim_member_level')).map((l) => [num(l.member_lv_id), l]));
    const withThreshold = r.res.filter((row) => num(levels.get(num(row.member_lv_id))?.threshold_apv_bet) > 0);
    expect(withThreshold.length).toBeGreaterThan(0);
    for (const row of withThreshold) {
      const level = levels.get(num(row.member_lv_id))!;
      expect(num(row.threshold_apv_bet)).toBeCloseTo(num(level.threshold_apv_bet) / rate, 6);
      expect(num(row.threshold_dpst_amt)).toBeCloseTo(num(level.threshold_dpst_amt) / rate, 6);
      expect(num(row.threshold_dpst_count), 'a count is no money').toBe(num(level.threshold_dpst_count));
    }
    expect(r.meta.converted).toBe(true);
    // in the base currency they are the stored amounts
    const usd = await run('member_level', { currency: 'USD', filters: { site: thai } }, [thai]);
    for (const row of usd.res) expect(num(row.threshold_apv_bet)).toBe(num(levels.get(num(row.member_lv_id))?.threshold_apv_bet));
    // the CSV export holds the grid's converted thresholds
    const csv = await streamReportCsv(fx.service, fx.service.registry.report('member_level'), request, { siteIds: [thai], contact: true }, fx.now);
    const text = await new Promise<string>((resolve, reject) => {
      let out = '';
      (csv.stream as Readable).on('data', (d: Buffer | string) => { out += d.toString(); }).on('end', () => resolve(out)).on('error', reject);
    });
    const first = withThreshold[0];
    expect(text).toContain(String(Number(first.threshold_apv_bet)).slice(0, 6));
  });
});
