import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDefinition, ReportInput } from '../../../src/engine/definition/report';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import { buildRegistry, DefinitionError } from '../../../src/engine/registry/buildRegistry';
import { runReport, type CompileContext } from '../../../server/compiler/pipeline';
import { loadKindSpecs, loadModelModules, loadRegistry, loadReportModules } from '../../../server/definitions/discover';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import { WAREHOUSE_DDL } from '../../../server/warehouse/schema';

// A hand-made warehouse where every figure of the promotion, activity and running-balance shapes is known.
// Data ends 2026-11-21. Members: 11 registered long ago, 12 a few days before promotion 101 starts.
let warehouse: DuckWarehouse;
let registry: Registry;
let ctx: CompileContext;
const scope = { siteIds: [1, 2] };
const custom = (from: string, to: string) => ({ preset: 'custom', from, to });

beforeAll(async () => {
  warehouse = await openDuckWarehouse(':memory:');
  for (const ddl of WAREHOUSE_DDL) await warehouse.query(ddl);
  await warehouse.query(`INSERT INTO dim_site VALUES (1, 'Alpha', 'A', 'THB', 1, DATE '2024-01-01'), (2, 'Beta', 'A', 'THB', 1, DATE '2024-01-01')`);
  await warehouse.query(`INSERT INTO dim_member (member_id, site_id, member_username, real_name, phone, email, member_type, member_status, member_lv_id, reg_date, reg_platform)
    VALUES (11, 1, 'm11', 'A', '1', 'a@x', 1, 0, 1, DATE '2026-10-01', 0), (12, 1, 'm12', 'B', '2', 'b@x', 1, 0, 1, DATE '2026-11-05', 1)`);
  await warehouse.query(`INSERT INTO dim_promo VALUES
    (101, 1, 'Lucky Draw Nov', 2, 'lucky_draw', ['event'], DATE '2026-11-15', DATE '2026-11-20'),
    (102, 1, 'Rebate Daily', 3, 'rebate_daily', ['loyalty'], DATE '2024-01-01', DATE '2027-01-01')`);
  await warehouse.query(`INSERT INTO fact_bonus SELECT row_number() OVER (), d::DATE, 1, m, 101, NULL, b, b, 0, 0, 0, b, b, 0, 0, 0
    FROM (VALUES ('2026-11-16', 11, 5.0), ('2026-11-16', 12, 3.0)) v(d, m, b)`);
  await warehouse.query(`INSERT INTO fact_game_day SELECT d::DATE, 1, m, 1, 1, bet, win, 0, 0, 0, 0, bet, win, 0, 0, 0
    FROM (VALUES ('2026-11-05', 11, 400.0, 28.0), ('2026-11-16', 11, 100.0, 7.0)) v(d, m, bet, win)`);
  await warehouse.query(`INSERT INTO fact_login SELECT d::DATE, 1, m, p, 1
    FROM (VALUES ('2026-11-01', 11, 0), ('2026-11-10', 11, 1), ('2026-11-11', 12, 1), ('2026-11-12', 12, 1), ('2026-11-12', 12, 0),
      ('2026-11-16', 11, 1), ('2026-11-17', 11, 1)) v(d, m, p)`);
  await warehouse.query(`INSERT INTO fact_transaction SELECT row_number() OVER (), d::DATE, 1, 11, t, prov, meth, NULL, 'succ', amt, amt, d::TIMESTAMP, d::TIMESTAMP, d::TIMESTAMP + INTERVAL 60 SECOND
    FROM (VALUES ('2026-11-16', 10, 'FastPay', 'bank_transfer', 100.0), ('2026-11-17', 28, 'FastPay', 'bank_transfer', 30.0),
      ('2026-11-17', 3, NULL, NULL, 50.0), ('2026-11-19', 26, 'FastPay', 'bank_transfer', 20.0)) v(d, t, prov, meth, amt)`);
  await warehouse.query(`INSERT INTO warehouse_meta VALUES (1, 1, DATE '2026-11-21', DATE '2026-10-01', 1)`);
  registry = await loadRegistry();
  ctx = { registry, catalog: new Map(), today: '2026-11-22', dataEnd: '2026-11-21' };
});
afterAll(async () => { await warehouse?.close(); });

const run = (id: string, filters: Record<string, unknown>) => runReport(registry.report(id), { filters }, scope, ctx, warehouse);

describe('active users (DAU, WAU, MAU)', () => {
  it('averages rolling windows over the days of the range, per platform and for all platforms at once', async () => {
    const { res, totals } = await run('member_activity', { range: custom('2026-11-10', '2026-11-12') });
    const web = res.find((r) => r.platform_code === 0)!;
    const app = res.find((r) => r.platform_code === 1)!;
    // web: member 12 on the 12th; member 11's login of the 1st still counts in MAU
    expect(web.activity_dau).toBeCloseTo(1 / 3, 12);
    expect(web.activity_wau).toBeCloseTo(1 / 3, 12);
    expect(web.activity_mau).toBeCloseTo(4 / 3, 12);
    expect(web.activity_stickiness).toBeCloseTo(0.25, 12);
    expect(app.activity_dau).toBeCloseTo(1, 12);
    expect(app.activity_wau).toBeCloseTo(5 / 3, 12);
    expect(app.activity_stickiness).toBeCloseTo(0.6, 12);
    // together: member 12 on two platforms the same day is one active member
    expect(totals!.activity_days).toBe(3);
    expect(totals!.activity_dau).toBeCloseTo(1, 12);
    expect(totals!.activity_mau).toBeCloseTo(5 / 3, 12);
  });

  it('stops at the last day with data, and a range without data has no rows and no averages instead of an error', async () => {
    const partial = await run('member_activity', { range: custom('2026-11-20', '2026-11-25') });
    expect(partial.totals!.activity_days).toBe(2);
    const empty = await run('member_activity', { range: custom('2026-12-01', '2026-12-05') });
    expect(empty.res).toEqual([]);
    expect(empty.totals!.activity_days).toBe(0);
    expect(empty.totals!.activity_dau).toBeNull();
    expect(empty.totals!.activity_stickiness).toBeNull();
  });
});

describe('promotion effect windows', () => {
  it('compares members registered before the first window, cuts the after window at the data’s end, and gives no lift over an empty before', async () => {
    const { res, totals } = await run('promo_compare', { range: custom('2026-11-01', '2026-11-30') });
    expect(res).toHaveLength(1);
    const p = res[0];
    expect(p.promo_id).toBe(101);
    expect(p.participant_count).toBe(2);
    expect(p.effect_member_count).toBe(1);
    expect(p.effect_days_after).toBe(7);
    // member 11 logged in twice in the 14 days before and twice in the 7 days after
    expect(p.active_before).toBeCloseTo(2 / 14, 12);
    expect(p.active_after).toBeCloseTo(2 / 7, 12);
    expect(p.active_lift).toBeCloseTo(1, 12);
    expect(p.dpst_amt_before).toBe(0);
    expect(p.dpst_amt_after).toBeCloseTo((100 + 50 + 20) / 7, 12);
    expect(p.dpst_amt_lift).toBeNull();
    expect(p.house_net_win_before).toBeCloseTo(2, 12);
    expect(p.house_net_win_after).toBeCloseTo(1, 12);
    expect(p.house_net_win_lift).toBeCloseTo(-0.5, 12);
    expect(p.bonus_amt_after).toBeCloseTo(8 / 7, 12);
    // the totals row adds only promotions with their whole after-window: this one has 7 of 14 days, so none
    expect(totals!.house_net_win_before).toBe(0);
    expect(totals!.house_net_win_lift).toBeNull();
  });

  it('a range where no promotion starts answers no rows and zero totals', async () => {
    const { res, totals } = await run('promo_compare', { range: custom('2020-01-01', '2020-01-31') });
    expect(res).toEqual([]);
    expect(totals!.participant_count).toBe(0);
    expect(totals!.active_before).toBe(0);
    expect(totals!.active_lift).toBeNull();
  });
});

describe('promotion recap', () => {
  it('keeps a promotion nobody claimed, with no bonus rate rather than a division by zero', async () => {
    const { res, totals } = await run('promo_entire', { range: custom('2026-11-01', '2026-11-30') });
    const byId = Object.fromEntries(res.map((r) => [r.promo_id, r]));
    expect(byId[102]).toMatchObject({ participant_count: 0, claim_count: 0, bonus_amt: 0, part_apv_bet: 0, bonus_rate: null, bonus_per_user: null });
    expect(byId[101]).toMatchObject({ participant_count: 2, claim_count: 2, part_house_net_win: 7 });
    expect(byId[101].bonus_rate).toBeCloseTo(8 / 7, 12);
    expect(totals!.participant_count).toBe(2);
  });
});

describe('running sums (ModelQuery.running)', () => {
  it('adds each period to the balance of the same payment method, and the totals row holds the period’s sum', async () => {
    const { res, totals } = await run('bank_accounting', { range: custom('2026-11-15', '2026-11-20'), grain: 'day' });
    const bank = res.filter((r) => r.pay_method === 'bank_transfer').sort((a, b) => String(a.stat_date).localeCompare(String(b.stat_date)));
    expect(bank.map((r) => r.net_flow_running)).toEqual([100, 70, 90]);
    expect(res.find((r) => r.pay_method === 'manual')!.net_flow_running).toBe(50);
    expect(totals!.net_flow).toBe(140);
    expect(totals!.net_flow_running).toBe(140);
    const weekly = await run('bank_accounting', { range: custom('2026-11-15', '2026-11-20'), grain: 'week' });
    expect(weekly.res.find((r) => r.pay_method === 'bank_transfer')!.net_flow_running).toBe(90);
  });

  it('is refused without a time grain, or on a field the query does not compute', async () => {
    const reports = await loadReportModules();
    const path = Object.keys(reports).find((p) => p.endsWith('/bank_accounting.report.ts'))!;
    const base = reports[path] as ReportDefinition;
    const query = base.query as Extract<typeof base.query, { kind: 'model' }>;
    const problemsOf = (broken: unknown): string[] => {
      try {
        buildRegistry(loadedModels, { ...reports, [path]: broken as ReportInput }, kinds);
        return [];
      } catch (e) {
        if (e instanceof DefinitionError) return e.problems;
        throw e;
      }
    };
    const loadedModels = await loadModelModules();
    const kinds = await loadKindSpecs();
    const noTime = { ...base, query: { ...query, time: undefined }, chart: undefined, defaultSort: [], columns: base.columns.filter((c) => c.field !== 'stat_date') };
    expect(problemsOf(noTime)).toContain('bank_accounting: query.running needs query.time: a running sum runs over time');
    expect(problemsOf({ ...base, query: { ...query, running: ['ghost'] } })).toContain("bank_accounting: query.running.0 'ghost' is not a measure or derived field of the query");
  });
});
