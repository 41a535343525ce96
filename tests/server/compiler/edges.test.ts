import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import { runReport, type CompileContext } from '../../../server/compiler/pipeline';
import { loadRegistry } from '../../../server/definitions/discover';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import { WAREHOUSE_DDL } from '../../../server/warehouse/schema';

// A hand-made warehouse where the edges are known: two sites tie on turnover, one site has rows
// with zero turnover, and nothing happened in the previous period.
let warehouse: DuckWarehouse;
let registry: Registry;
let ctx: CompileContext;
const scope = { siteIds: [1, 2, 3] };

beforeAll(async () => {
  warehouse = await openDuckWarehouse(':memory:');
  for (const ddl of WAREHOUSE_DDL) await warehouse.query(ddl);
  await warehouse.query(`INSERT INTO dim_site VALUES (1, 'Alpha', 'A', 'THB', 1, DATE '2024-01-01'), (2, 'Beta', 'A', 'THB', 1, DATE '2024-01-01'), (3, 'Gamma', 'B', 'VND', 2, DATE '2024-01-01')`);
  await warehouse.query(`INSERT INTO dim_game VALUES (1, 'PG', 'slot', 'Slot', 1, 'Fortune Tiger'), (2, 'EVO', 'live', 'Live', 2, 'Baccarat')`);
  await warehouse.query(`INSERT INTO fact_game_day SELECT DATE '2026-11-10', site, member, 1, 1, bet, win, 0, 0, 0, 0, bet, win, 0, 0, 0
    FROM (VALUES (1, 11, 100.0, 5.0), (2, 21, 60.0, 3.0), (2, 22, 40.0, 2.0), (3, 31, 0.0, 0.0)) v(site, member, bet, win)`);
  await warehouse.query(`INSERT INTO warehouse_meta VALUES (1, 1, DATE '2026-11-21', DATE '2026-10-01', 1)`);
  registry = await loadRegistry();
  ctx = { registry, catalog: new Map(), today: '2026-11-22', dataEnd: '2026-11-21' };
});
afterAll(async () => { await warehouse?.close(); });

describe('growth and rank at the edges', () => {
  it('ties share a rank; an empty previous period gives no growth and no rank change; zero turnover divides by nothing and has no rank', async () => {
    const result = await runReport(registry.report('site_compare'), { filters: { range: { preset: 'prev30' } } }, scope, ctx, warehouse);
    const bySite = Object.fromEntries(result.res.map((r) => [r.site_name, r]));
    expect(bySite.Alpha.apv_bet_rank).toBe(1);
    expect(bySite.Beta.apv_bet_rank).toBe(1);
    expect(bySite.Gamma.apv_bet_rank).toBeNull();
    for (const row of result.res) {
      expect(row.apv_bet_growth_rate).toBeNull();
      expect(row.apv_bet_rank_prev ?? null).toBeNull();
    }
    expect(bySite.Gamma.house_edge).toBeNull();
    expect(bySite.Alpha.house_edge).toBeCloseTo(0.05, 12);
    expect(result.totals!.apv_bet).toBeCloseTo(200, 9);
    expect(result.totals!.gm_dau).toBe(4);
  });

  it('a range with no data answers no rows and zero totals, not an error', async () => {
    const result = await runReport(registry.report('site_compare'), { filters: { range: { preset: 'custom', from: '2020-01-01', to: '2020-01-31' } } }, scope, ctx, warehouse);
    expect(result.res).toEqual([]);
    expect(result.total).toBe(0);
    expect(result.totals!.apv_bet).toBe(0);
    expect(result.totals!.house_edge).toBeNull();
  });

  it('growth against a previous period is the relative change', async () => {
    const current = { preset: 'custom', from: '2026-11-10', to: '2026-11-10' };
    const result = await runReport(registry.report('game_ranking'), { filters: { range: current, groupBy: 'game_brand_code' } }, scope, ctx, warehouse);
    expect(result.res).toHaveLength(1);
    expect(result.res[0].group_value).toBe('PG');
    expect(result.res[0].apv_bet).toBeCloseTo(200, 9);
    const next = await runReport(registry.report('game_ranking'), { filters: { range: { preset: 'custom', from: '2026-11-11', to: '2026-11-11' } } }, scope, ctx, warehouse);
    expect(next.res).toEqual([]);
    expect(next.totals!.apv_bet_growth_rate).toBeCloseTo(-1, 12);
  });
});

describe('dimensions with no value', () => {
  it('keep one row when several models share a NULL key (members without an agent)', async () => {
    const w = await openDuckWarehouse(':memory:');
    for (const ddl of WAREHOUSE_DDL) await w.query(ddl);
    await w.query(`INSERT INTO dim_site VALUES (1, 'Alpha', 'A', 'THB', 1, DATE '2024-01-01')`);
    await w.query(`INSERT INTO dim_game VALUES (1, 'PG', 'slot', 'Slot', 1, 'Fortune Tiger')`);
    await w.query(`INSERT INTO dim_agent VALUES (7, 1, 'agent7', 'A7')`);
    await w.query(`INSERT INTO dim_member (member_id, site_id, member_username, real_name, phone, email, member_type, member_status, member_lv_id, agent_id, reg_date, reg_platform, first_dpst_date)
      VALUES (1, 1, 'm1', 'M One', '1', 'a@x', 0, 0, 1, NULL, DATE '2026-11-05', 0, DATE '2026-11-06'), (2, 1, 'm2', 'M Two', '2', 'b@x', 0, 0, 1, 7, DATE '2026-11-05', 0, NULL)`);
    await w.query(`INSERT INTO fact_game_day VALUES (DATE '2026-11-10', 1, 1, 1, 1, 50, 2, 0, 0, 0, 0, 50, 2, 0, 0, 0), (DATE '2026-11-10', 1, 2, 1, 1, 30, 1, 0, 0, 0, 0, 30, 1, 0, 0, 0)`);
    await w.query(`INSERT INTO warehouse_meta VALUES (1, 1, DATE '2026-11-21', DATE '2026-10-01', 1)`);
    const result = await runReport(registry.report('agent_stats'), { filters: { site: 1 } }, { siteIds: [1] }, ctx, w);
    expect(result.res).toHaveLength(2);
    const noAgent = result.res.find((r) => r.agent_id === null)!;
    expect(noAgent.reg_dau).toBe(1);
    expect(noAgent.first_dpst_dau).toBe(1);
    expect(noAgent.apv_bet).toBe(50);
    await w.close();
  });
});
