import { describe, expect, it } from 'vitest';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { q, one } = useTestWarehouse();

/** Every money column with its base twin, and the date whose rate converts it. */
const MONEY = [
  { table: 'fact_game_day', date: 'stat_date', columns: ['apv_bet', 'house_net_win', 'game_item_cost', 'game_item_bet', 'game_item_win'] },
  { table: 'fact_transaction', date: 'stat_date', columns: ['amount'] },
  { table: 'fact_bonus', date: 'stat_date', columns: ['bonus_amt', 'bonus_out_amt', 'bonus_19_amt', 'bonus_20_amt', 'rpoint_add_amt'] },
  { table: 'fact_promo_bind', date: 'bind_date', columns: ['threshold_apv_bet', 'achieved_apv_bet'] },
  { table: 'fact_voucher', date: 'issue_date', columns: ['amount'] },
];

describe('money in the test warehouse', () => {
  for (const { table, date, columns } of MONEY) {
    // site amounts are kept to the millionth, base amounts to the billionth: they agree to a millionth
    it(`${table}: base amounts equal site amounts times that day's rate`, async () => {
      const checks = columns.map((c) => `count(*) FILTER (WHERE abs(f.${c}_base - f.${c} * fx.rate_to_base) > 1e-6) AS ${c}`).join(', ');
      const row = await one(`SELECT count(*) AS n, ${checks} FROM ${table} f
        JOIN dim_site s ON s.site_id = f.site_id
        LEFT JOIN fx_rate fx ON fx.currency = s.site_currency AND fx.rate_date = f.${date}`);
      expect(row.n).toBeGreaterThan(0);
      for (const c of columns) expect(row[c], c).toBe(0);
      const missing = await one(`SELECT count(*) AS n FROM ${table} f JOIN dim_site s USING (site_id)
        ANTI JOIN fx_rate fx ON fx.currency = s.site_currency AND fx.rate_date = f.${date}`);
      expect(missing.n).toBe(0);
    });
  }

  it('has a rate for every day and currency, USD at 1, drifting plausibly around nominal values', async () => {
    const meta = await one(`SELECT start_date, end_date, end_date - start_date + 1 AS days FROM warehouse_meta`);
    const perCurrency = await q(`SELECT currency, count(*) AS n, min(rate_to_base) AS lo, max(rate_to_base) AS hi,
        max(abs(rate_to_base / prev - 1)) AS max_step
      FROM (SELECT *, lag(rate_to_base) OVER (PARTITION BY currency ORDER BY rate_date) AS prev FROM fx_rate) GROUP BY currency`);
    expect(perCurrency.map((r) => r.currency).sort()).toEqual(expect.arrayContaining(['USD', 'THB', 'VND']));
    for (const r of perCurrency) {
      expect(r.n, String(r.currency)).toBe(meta.days);
      expect(Number(r.hi) / Number(r.lo), String(r.currency)).toBeLessThan(1.5);
      expect(Number(r.max_step), String(r.currency)).toBeLessThan(0.03);
    }
    expect(perCurrency.find((r) => r.currency === 'USD')).toMatchObject({ lo: 1, hi: 1 });
    const markets = await q(`SELECT site_currency FROM dim_market ANTI JOIN fx_rate ON currency = site_currency`);
    expect(markets).toEqual([]);
  });

  it('keeps site amounts in local magnitudes: a VND deposit is hundreds of thousands of dong', async () => {
    const rows = await q(`SELECT s.site_currency AS cur, median(t.amount) AS med, median(t.amount_base) AS med_usd
      FROM fact_transaction t JOIN dim_site s USING (site_id) WHERE t.trans_type IN (3, 10, 26) GROUP BY 1`);
    const byCur = Object.fromEntries(rows.map((r) => [r.cur, r]));
    expect(Number(byCur.VND.med)).toBeGreaterThan(50_000);
    expect(Number(byCur.IDR.med)).toBeGreaterThan(30_000);
    expect(Number(byCur.THB.med)).toBeGreaterThan(50);
    expect(Number(byCur.THB.med)).toBeLessThan(20_000);
    for (const r of rows) {
      expect(Number(r.med_usd), String(r.cur)).toBeGreaterThan(1);
      expect(Number(r.med_usd), String(r.cur)).toBeLessThan(500);
    }
  });

  it('pays bonuses worth a plausible share of revenue', async () => {
    const r = await one(`SELECT (SELECT sum(bonus_amt_base) FROM fact_bonus) / (SELECT sum(house_net_win_base) FROM fact_game_day) AS rate`);
    expect(Number(r.rate)).toBeGreaterThan(0.02);
    expect(Number(r.rate)).toBeLessThan(0.3);
  });
});
