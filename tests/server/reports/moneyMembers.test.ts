import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num, runAll, sumOf } from './moneySupport';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

describe('channels', () => {
  it('registrations, first deposits, depositors, deposits and revenue of each channel’s members', async () => {
    const { rows, totals, meta } = await runAll(fx, 'channel');
    const { from, to } = meta.range!;
    const raw = await fx.warehouse.query(`WITH m AS (SELECT member_id, channel_token, reg_date, first_dpst_date FROM dim_member WHERE channel_token IS NOT NULL),
      reg AS (SELECT channel_token, count(*) FILTER (WHERE reg_date BETWEEN $1::DATE AND $2::DATE) AS reg,
        count(*) FILTER (WHERE first_dpst_date BETWEEN $1::DATE AND $2::DATE) AS ftd FROM m GROUP BY 1),
      money AS (SELECT m.channel_token, count(DISTINCT t.member_id) FILTER (WHERE t.trans_type IN (3, 10, 26) AND t.trans_status = 'succ') AS depositors,
        coalesce(sum(t.amount_base) FILTER (WHERE t.trans_type IN (3, 10, 26) AND t.trans_status = 'succ'), 0) AS dep,
        coalesce(sum(t.amount_base) FILTER (WHERE t.trans_type IN (4, 28, -10) AND t.trans_status = 'succ'), 0) AS wd
        FROM fact_transaction t JOIN m USING (member_id) WHERE t.stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY 1)
      SELECT * FROM reg FULL JOIN money USING (channel_token) WHERE coalesce(reg.reg, 0) + coalesce(reg.ftd, 0) + coalesce(money.depositors, 0) + coalesce(money.dep, 0) + coalesce(money.wd, 0) > 0`, [from, to]);
    expect(rows.every((r) => r.channel_token !== null)).toBe(true);
    expect(rows.length).toBe(raw.length);
    const byToken = new Map(rows.map((r) => [r.channel_token, r]));
    for (const r of raw) {
      const row = byToken.get(r.channel_token)!;
      expect(row.reg_dau, String(r.channel_token)).toBe(num(r.reg ?? 0));
      expect(row.first_dpst_dau).toBe(num(r.ftd ?? 0));
      expect(row.dpst_dau).toBe(num(r.depositors ?? 0));
      expect(num(row.dpst_amt)).toBeCloseTo(num(r.dep ?? 0), 2);
      expect(num(row.revenue)).toBeCloseTo(num(r.dep ?? 0) - num(r.wd ?? 0), 2);
    }
    expect(totals!.reg_dau).toBe(sumOf(rows, 'reg_dau'));
    expect(num(totals!.revenue)).toBeCloseTo(sumOf(rows, 'revenue'), 2);
    expect(num(totals!.conversion_rate)).toBeCloseTo(num(totals!.first_dpst_dau) / num(totals!.reg_dau), 9);
    // every channel belongs to one agent
    const agents = await fx.warehouse.query('SELECT c.channel_token, a.agent_username FROM dim_channel c JOIN dim_agent a USING (agent_id)');
    const agentOf = new Map(agents.map((a) => [a.channel_token, a.agent_username]));
    for (const row of rows) expect(row.agent_username).toBe(agentOf.get(row.channel_token as string));
  });
});

describe('member activity', () => {
  // 30 days fit the logins' bits (with the 29 days before); 60 do not and take the path over spans between logins
  it.each([['30 days', {}, 30], ['60 days', { range: { preset: 'prev60' } }, 60]] as const)('average DAU, WAU and MAU per platform over %s match rolling windows counted here, and stickiness is DAU over MAU', async (_label, filters, days) => {
    const { rows, totals, meta } = await runAll(fx, 'member_activity', filters);
    const { from, to } = meta.range!;
    const window = (by?: string) => `WITH days AS (SELECT CAST(d AS DATE) AS d FROM range($1::DATE::TIMESTAMP, $2::DATE::TIMESTAMP + INTERVAL 1 DAY, INTERVAL 1 DAY) t(d)),
      daily AS (SELECT ${by ? `l.${by},` : ''} days.d,
          count(DISTINCT l.member_id) FILTER (WHERE l.stat_date = days.d) AS dau,
          count(DISTINCT l.member_id) FILTER (WHERE l.stat_date > days.d - 7) AS wau,
          count(DISTINCT l.member_id) AS mau
        FROM days JOIN fact_login l ON l.stat_date > days.d - 30 AND l.stat_date <= days.d GROUP BY ALL)
      SELECT ${by ? `${by},` : ''} sum(dau) / (SELECT count(*) FROM days) AS dau, sum(wau) / (SELECT count(*) FROM days) AS wau, sum(mau) / (SELECT count(*) FROM days) AS mau
      FROM daily ${by ? 'GROUP BY ALL' : ''}`;
    const raw = await fx.warehouse.query(window('platform_code'), [from, to]);
    expect(rows.map((r) => r.platform_code).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const r of raw) {
      const row = rows.find((x) => x.platform_code === r.platform_code)!;
      expect(num(row.activity_dau)).toBeCloseTo(num(r.dau), 9);
      expect(num(row.activity_wau)).toBeCloseTo(num(r.wau), 9);
      expect(num(row.activity_mau)).toBeCloseTo(num(r.mau), 9);
      expect(num(row.activity_stickiness)).toBeCloseTo(num(r.dau) / num(r.mau), 9);
      expect(num(row.activity_dau)).toBeLessThanOrEqual(num(row.activity_wau));
      expect(num(row.activity_wau)).toBeLessThanOrEqual(num(row.activity_mau));
    }
    // all platforms together: a member on two platforms counts once
    const [all] = await fx.warehouse.query(window(), [from, to]);
    expect(num(totals!.activity_dau)).toBeCloseTo(num(all.dau), 9);
    expect(num(totals!.activity_mau)).toBeCloseTo(num(all.mau), 9);
    expect(num(totals!.activity_dau)).toBeLessThanOrEqual(sumOf(rows, 'activity_dau'));
    expect(totals!.activity_days).toBe(days);
    expect(num(totals!.activity_stickiness)).toBeGreaterThan(0.05);
    expect(num(totals!.activity_stickiness)).toBeLessThan(0.8);
  });
});

describe('member deposits', () => {
  it('first and repeat depositors per day, deposit per depositor and the spread of deposit sizes', async () => {
    const { rows, totals, meta } = await runAll(fx, 'member_deposit');
    const { from, to } = meta.range!;
    expect(rows.length).toBe(30);
    const dep = "trans_type IN (3, 10, 26) AND trans_status = 'succ'";
    for (const row of rows.slice(0, 7)) {
      const d = await fx.one(`SELECT count(DISTINCT t.member_id) depositors, count(DISTINCT t.member_id) FILTER (WHERE m.first_dpst_date < t.stat_date) repeaters,
          count(*) n, sum(t.amount_base) amt, quantile_cont(t.amount_base, 0.9) p90
        FROM fact_transaction t JOIN dim_member m USING (member_id) WHERE t.stat_date = $1::DATE AND ${dep}`, [row.stat_date as string]);
      const f = await fx.one('SELECT count(*) n FROM dim_member WHERE first_dpst_date = $1::DATE', [row.stat_date as string]);
      expect(row.dpst_dau).toBe(num(d.depositors));
      expect(row.first_dpst_dau).toBe(num(f.n));
      // repeat depositors are the depositors who had deposited on an earlier day
      expect(row.repeat_dpst_dau).toBe(num(d.repeaters));
      expect(num(row.dpst_amt)).toBeCloseTo(num(d.amt), 2);
      expect(num(row.dpst_amt_per_user)).toBeCloseTo(num(d.amt) / num(d.depositors), 6);
      expect(num(row.dpst_amt_per_count)).toBeCloseTo(num(d.amt) / num(d.n), 6);
      expect(num(row.dpst_amt_p90)).toBeCloseTo(num(d.p90), 6);
    }
    const all = await fx.one(`SELECT count(DISTINCT stat_date) AS n_days, sum(amount_base) amt, quantile_cont(amount_base, 0.5) p50 FROM fact_transaction WHERE stat_date BETWEEN $1::DATE AND $2::DATE AND ${dep}`, [from, to]);
    expect(num(totals!.dpst_amt)).toBeCloseTo(sumOf(rows, 'dpst_amt'), 2);
    expect(totals!.first_dpst_dau).toBe(sumOf(rows, 'first_dpst_dau'));
    expect(num(totals!.dpst_amt_per_day)).toBeCloseTo(num(all.amt) / num(all.n_days), 6);
    expect(num(totals!.dpst_amt_p50)).toBeCloseTo(num(all.p50), 6);
    // heavy-tailed deposits: the top 1% of deposits are many times the median one
    expect(num(totals!.dpst_amt_p99)).toBeGreaterThan(10 * num(totals!.dpst_amt_p50));
    expect(num(totals!.repeat_dpst_dau)).toBeGreaterThan(0);
  });
});
