import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLocales } from '../../../server/i18n/locales';
import { num, runAll, sumOf } from './moneySupport';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const between = 'stat_date BETWEEN $2::DATE AND $3::DATE';
const english = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], serverLocales().en) as string;

describe('transaction recap (single site)', () => {
  it('counts and amounts per transaction type; fail rate over finished ones; success rate over orders', async () => {
    const site = fx.siteIds[0];
    const { rows, totals, meta } = await runAll(fx, 'trans_recap', { site });
    const { from, to } = meta.range!;
    const raw = await fx.warehouse.query(`SELECT trans_type, count(*) n, sum(amount_base) amt, count(*) FILTER (WHERE trans_status = 'succ') succ,
        coalesce(sum(amount_base) FILTER (WHERE trans_status = 'succ'), 0) succ_amt, count(*) FILTER (WHERE trans_status = 'fail') fail,
        count(*) FILTER (WHERE trans_status = 'reject') rej, count(*) FILTER (WHERE trans_status IN ('succ', 'fail')) fin, count(DISTINCT member_id) members
      FROM fact_transaction WHERE site_id = $1 AND ${between} GROUP BY 1`, [site, from, to]);
    expect(rows.map((r) => r.trans_type).sort()).toEqual(raw.map((r) => r.trans_type).sort());
    expect(rows.length).toBe(6);
    for (const r of raw) {
      const row = rows.find((x) => x.trans_type === r.trans_type)!;
      expect(row.order_count).toBe(num(r.n));
      expect(num(row.order_amt)).toBeCloseTo(num(r.amt), 2);
      expect(row.succ_count).toBe(num(r.succ));
      expect(num(row.succ_amt)).toBeCloseTo(num(r.succ_amt), 2);
      expect(row.fail_count).toBe(num(r.fail));
      expect(row.reject_count).toBe(num(r.rej));
      expect(row.trans_dau).toBe(num(r.members));
      expect(num(row.fail_rate)).toBeCloseTo(num(r.fail) / num(r.fin), 9);
      expect(num(row.succ_rate)).toBeCloseTo(num(r.succ) / num(r.n), 9);
    }
    for (const f of ['order_count', 'order_amt', 'succ_amt', 'fail_amt', 'reject_amt']) expect(num(totals![f]), f).toBeCloseTo(sumOf(rows, f), 2);
    expect(num(totals!.fail_rate)).toBeCloseTo(sumOf(rows, 'fail_count') / sumOf(rows, 'finished_count'), 9);
    // manual requests are rejected by a handler, never failed by a provider
    expect(rows.filter((r) => [3, 4].includes(num(r.trans_type))).every((r) => r.fail_count === 0)).toBe(true);
  });

  it('says what its rates divide', () => {
    const report = fx.service.registry.report('trans_recap');
    const described = (field: string) => english(report.columns.find((c) => c.field === field)!.descriptionKey!);
    expect(described('fail_rate')).toMatch(/failed divided by finished/i);
    expect(described('succ_rate')).toMatch(/succeeded divided by orders/i);
  });
});

describe('bank accounting', () => {
  it('money in and out per payment method and day; the balance runs over the period per method', async () => {
    const { rows, totals, meta } = await runAll(fx, 'bank_accounting');
    const { from, to } = meta.range!;
    const raw = await fx.warehouse.query(`SELECT coalesce(pay_method_code, 'manual') AS m, CAST(stat_date AS VARCHAR) AS d,
        coalesce(sum(amount_base) FILTER (WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ'), 0) AS dep,
        coalesce(sum(amount_base) FILTER (WHERE trans_type IN (4, 28, -10) AND trans_status = 'succ'), 0) AS wd
      FROM fact_transaction WHERE stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY ALL`, [from, to]);
    expect(rows.length).toBe(raw.length);
    const key = (m: unknown, d: unknown) => `${String(m)}|${String(d)}`;
    const rawBy = new Map(raw.map((r) => [key(r.m, r.d), r]));
    for (const row of rows) {
      const r = rawBy.get(key(row.pay_method, row.stat_date))!;
      expect(num(row.dpst_amt)).toBeCloseTo(num(r.dep), 2);
      expect(num(row.wdrl_amt)).toBeCloseTo(num(r.wd), 2);
      expect(num(row.net_flow)).toBeCloseTo(num(r.dep) - num(r.wd), 2);
    }
    expect(new Set(rows.map((r) => r.pay_method))).toContain('manual');
    // the balance is the net flow added up day by day within each method, from the first day of the range
    const methods = [...new Set(rows.map((r) => String(r.pay_method)))];
    for (const m of methods) {
      const days = rows.filter((r) => r.pay_method === m).sort((a, b) => String(a.stat_date).localeCompare(String(b.stat_date)));
      let balance = 0;
      for (const day of days) {
        balance += num(day.net_flow);
        expect(num(day.net_flow_running), `${m} ${String(day.stat_date)}`).toBeCloseTo(balance, 2);
      }
    }
    expect(num(totals!.dpst_amt)).toBeCloseTo(sumOf(rows, 'dpst_amt'), 2);
    expect(num(totals!.net_flow_running)).toBeCloseTo(num(totals!.net_flow), 6);
    expect(num(totals!.net_flow)).toBeGreaterThan(0);
  });
});

describe('banking service', () => {
  it('per provider: the status path, fail rate over finished transactions and DuckDB’s own duration percentiles', async () => {
    const { rows, totals, meta } = await runAll(fx, 'service_banking');
    const { from, to } = meta.range!;
    const stats = (where: string, params: (string | number)[]) => fx.one(`SELECT count(*) n, count(*) FILTER (WHERE trans_status = 'reject') rej,
        count(*) FILTER (WHERE trans_status IN ('submit', 'succ', 'fail')) sub, count(*) FILTER (WHERE trans_status = 'fail') fail,
        count(*) FILTER (WHERE trans_status = 'succ') succ, count(*) FILTER (WHERE trans_status IN ('succ', 'fail')) fin,
        coalesce(sum(amount_base) FILTER (WHERE trans_status = 'succ'), 0) succ_amt,
        quantile_cont(epoch(finish_time - order_time), 0.5) FILTER (WHERE trans_status IN ('succ', 'fail')) p50,
        quantile_cont(epoch(finish_time - order_time), 0.9) FILTER (WHERE trans_status IN ('succ', 'fail')) p90,
        quantile_cont(epoch(finish_time - order_time), 0.99) FILTER (WHERE trans_status IN ('succ', 'fail')) p99
      FROM fact_transaction WHERE stat_date BETWEEN $1::DATE AND $2::DATE AND trans_type IN (10, 26, 28, -10) AND ${where}`, params);
    expect(rows.length).toBe(6);
    for (const row of rows) {
      const t = await stats('pay_3party_name = $3', [from, to, row.pay_3party_name as string]);
      expect(row.order_count).toBe(num(t.n));
      expect(row.reject_count).toBe(num(t.rej));
      expect(row.submit_count).toBe(num(t.sub));
      expect(row.fail_count).toBe(num(t.fail));
      expect(row.succ_count).toBe(num(t.succ));
      expect(num(row.succ_amt)).toBeCloseTo(num(t.succ_amt), 2);
      expect(num(row.fail_rate)).toBeCloseTo(num(t.fail) / num(t.fin), 9);
      expect(num(row.duration_p50)).toBeCloseTo(num(t.p50), 6);
      expect(num(row.duration_p90)).toBeCloseTo(num(t.p90), 6);
      expect(num(row.duration_p99)).toBeCloseTo(num(t.p99), 6);
    }
    const all = await stats('TRUE', [from, to]);
    expect(num(totals!.duration_p90)).toBeCloseTo(num(all.p90), 6);
    expect(num(totals!.fail_rate)).toBeCloseTo(num(all.fail) / num(all.fin), 9);
    expect(totals!.order_count).toBe(sumOf(rows, 'order_count'));
    // providers differ: the slowest and least reliable stand apart from the best
    const byFail = [...rows].sort((a, b) => num(a.fail_rate) - num(b.fail_rate));
    expect(num(byFail.at(-1)!.fail_rate)).toBeGreaterThan(3 * num(byFail[0].fail_rate));
    expect(num(byFail.at(-1)!.duration_p50)).toBeGreaterThan(num(byFail[0].duration_p50));
    const report = fx.service.registry.report('service_banking');
    expect(english(report.columns.find((c) => c.field === 'fail_rate')!.descriptionKey!)).toMatch(/failed divided by finished/i);
  });
});

describe('customer service', () => {
  it('manual deposits and withdrawals per handler, rejects and handling durations', async () => {
    const { rows, totals, meta } = await runAll(fx, 'service_customer');
    const { from, to } = meta.range!;
    const stats = (where: string, params: (string | number)[]) => fx.one(`SELECT count(*) n,
        count(*) FILTER (WHERE trans_type = 3 AND trans_status = 'succ') dep, coalesce(sum(amount_base) FILTER (WHERE trans_type = 3 AND trans_status = 'succ'), 0) dep_amt,
        count(*) FILTER (WHERE trans_type = 4 AND trans_status = 'succ') wd, count(*) FILTER (WHERE trans_status = 'reject') rej,
        quantile_cont(epoch(finish_time - order_time), 0.5) FILTER (WHERE finish_time IS NOT NULL) p50,
        quantile_cont(epoch(finish_time - order_time), 0.99) FILTER (WHERE finish_time IS NOT NULL) p99
      FROM fact_transaction WHERE stat_date BETWEEN $1::DATE AND $2::DATE AND trans_type IN (3, 4) AND ${where}`, params);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const t = await stats('handler_name = $3', [from, to, row.handler_name as string]);
      expect(row.order_count).toBe(num(t.n));
      expect(row.dpst_count).toBe(num(t.dep));
      expect(num(row.dpst_amt)).toBeCloseTo(num(t.dep_amt), 2);
      expect(row.wdrl_count).toBe(num(t.wd));
      expect(row.reject_count).toBe(num(t.rej));
      expect(num(row.reject_rate)).toBeCloseTo(num(t.rej) / num(t.n), 9);
      expect(num(row.handle_duration_p50)).toBeCloseTo(num(t.p50), 6);
      expect(num(row.handle_duration_p99)).toBeCloseTo(num(t.p99), 6);
    }
    const all = await stats('TRUE', [from, to]);
    expect(totals!.order_count).toBe(num(all.n));
    expect(totals!.order_count).toBe(sumOf(rows, 'order_count'));
    expect(num(totals!.handle_duration_p50)).toBeCloseTo(num(all.p50), 6);
    // a handler answers within minutes, and rejects a small share
    expect(num(totals!.handle_duration_p50)).toBeGreaterThan(30);
    expect(num(totals!.handle_duration_p50)).toBeLessThan(3600);
    expect(num(totals!.reject_rate)).toBeGreaterThan(0);
    expect(num(totals!.reject_rate)).toBeLessThan(0.3);
  });
});
