import { describe, expect, it } from 'vitest';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { one, q } = useTestWarehouse();

const DATED = [
  { table: 'fact_game_day', date: 'stat_date', what: 'gambles' },
  { table: 'fact_login', date: 'stat_date', what: 'logs in' },
  { table: 'fact_transaction', date: 'stat_date', what: 'deposits or withdraws' },
  { table: 'fact_bonus', date: 'stat_date', what: 'claims a bonus' },
  { table: 'fact_promo_bind', date: 'bind_date', what: 'binds a promotion' },
  { table: 'fact_voucher', date: 'issue_date', what: 'receives a voucher' },
  { table: 'fact_level_change', date: 'change_date', what: 'changes level' },
];

describe('chronology of the test warehouse', () => {
  for (const { table, date, what } of DATED) {
    it(`nobody ${what} before registering or after the end date`, async () => {
      const r = await one(`SELECT count(*) AS n,
          count(*) FILTER (WHERE f.${date} < m.reg_date) AS before_reg,
          count(*) FILTER (WHERE f.${date} > (SELECT end_date FROM warehouse_meta)) AS after_end,
          count(*) FILTER (WHERE m.member_id IS NULL OR m.site_id <> f.site_id) AS orphan
        FROM ${table} f LEFT JOIN dim_member m ON m.member_id = f.member_id`);
      expect(r.n).toBeGreaterThan(0);
      expect(r).toMatchObject({ before_reg: 0, after_end: 0, orphan: 0 });
    });
  }

  it('covers at least 25 months ending on the end date, with the end date a partial day', async () => {
    const meta = await one(`SELECT start_date, end_date, date_diff('month', start_date, end_date) AS months FROM warehouse_meta`);
    expect(Number(meta.months)).toBeGreaterThanOrEqual(25);
    const days = await q(`SELECT stat_date, count(*) AS n FROM fact_login GROUP BY 1 ORDER BY 1 DESC LIMIT 8`);
    expect(days[0].stat_date).toBe(meta.end_date);
    const before = days.slice(1).reduce((a, r) => a + Number(r.n), 0) / 7;
    const ratio = Number(days[0].n) / before;
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(0.8);
    const first = await one(`SELECT min(reg_date) AS d FROM dim_member`);
    expect(String(first.d) >= String(meta.start_date)).toBe(true);
  });

  it('orders each transaction path: order, then submit, then finish', async () => {
    const r = await one(`SELECT
        count(*) FILTER (WHERE submit_time < order_time OR finish_time < coalesce(submit_time, order_time)) AS backwards,
        count(*) FILTER (WHERE (submit_time IS NULL) <> (trans_status IN ('order', 'reject'))) AS bad_submit,
        count(*) FILTER (WHERE (finish_time IS NULL) <> (trans_status IN ('order', 'submit'))) AS bad_finish,
        count(*) FILTER (WHERE CAST(order_time AS DATE) <> stat_date) AS other_day
      FROM fact_transaction`);
    expect(r).toMatchObject({ backwards: 0, bad_submit: 0, bad_finish: 0, other_day: 0 });
  });

  it('places orders over the whole day, most in the evening, and the last day\'s in its first half', async () => {
    const hours = await q(`SELECT hour(order_time) AS h, count(*) AS n FROM fact_transaction
      WHERE stat_date < (SELECT end_date FROM warehouse_meta) GROUP BY 1 ORDER BY 1`);
    const n = (from: number, to: number) => hours.filter((r) => Number(r.h) >= from && Number(r.h) < to).reduce((a, r) => a + Number(r.n), 0);
    expect(hours.length).toBeGreaterThanOrEqual(20);
    // no hour holds most of the day's orders, and the evening (18:00 to midnight) holds more than the early morning (00:00 to 06:00)
    expect(Math.max(...hours.map((r) => Number(r.n))) / n(0, 24)).toBeLessThan(0.2);
    expect(n(18, 24)).toBeGreaterThan(n(0, 6));
    const last = await one(`SELECT max(hour(order_time)) AS h, count(DISTINCT hour(order_time)) AS spread FROM fact_transaction WHERE stat_date = (SELECT end_date FROM warehouse_meta)`);
    expect(Number(last.h)).toBeLessThan(12);
    expect(Number(last.spread)).toBeGreaterThan(6);
  });
});
