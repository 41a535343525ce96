import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

/**
 * The member journey written by hand: each step's members and days read from its own table, and the
 * steps followed member by member in JavaScript (a step counts on or after the day of the step before).
 */
async function byHand(from: string, to: string, siteIds: readonly number[]): Promise<number[]> {
  const sites = siteIds.join(', ');
  const days = async (sql: string) => {
    const rows = await fx.warehouse.query(sql, [from, to]);
    const out = new Map<number, string[]>();
    for (const r of rows) out.set(Number(r.member_id), [...(out.get(Number(r.member_id)) ?? []), String(r.day)].sort());
    return out;
  };
  const steps = await Promise.all([
    days(`SELECT member_id, CAST(reg_date AS VARCHAR) AS day FROM dim_member WHERE site_id IN (${sites}) AND reg_date BETWEEN $1::DATE AND $2::DATE`),
    days(`SELECT DISTINCT member_id, CAST(stat_date AS VARCHAR) AS day FROM fact_login WHERE site_id IN (${sites}) AND stat_date BETWEEN $1::DATE AND $2::DATE`),
    days(`SELECT member_id, CAST(first_dpst_date AS VARCHAR) AS day FROM dim_member WHERE site_id IN (${sites}) AND first_dpst_date BETWEEN $1::DATE AND $2::DATE`),
    days(`SELECT DISTINCT member_id, CAST(stat_date AS VARCHAR) AS day FROM fact_game_day WHERE site_id IN (${sites}) AND stat_date BETWEEN $1::DATE AND $2::DATE`),
    days(`SELECT DISTINCT member_id, CAST(stat_date AS VARCHAR) AS day FROM fact_bonus WHERE site_id IN (${sites}) AND stat_date BETWEEN $1::DATE AND $2::DATE`),
  ]);
  const counts = steps.map(() => 0);
  for (const [member, regDays] of steps[0]) {
    let day = regDays[0];
    counts[0] += 1;
    for (let k = 1; k < steps.length; k++) {
      const next = steps[k].get(member)?.find((d) => d >= day);
      if (!next) break;
      counts[k] += 1;
      day = next;
    }
  }
  return counts;
}

describe('a funnel across models, joined by member (funnel by: member)', () => {
  it('member journey: registered → logged in → first deposit → played → bonus, each step on or after the one before, as counted by hand', async () => {
    const report = fx.service.registry.report('member_journey');
    const result = await fx.service.run(report, { filters: {} }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    const want = await byHand(from, to, fx.siteIds);
    const rows = [...result.res].sort((a, b) => Number(a.step_order) - Number(b.step_order));
    expect(rows.map((r) => r.step)).toEqual(['reg_dau', 'login_dau', 'first_dpst_dau', 'gm_dau', 'bonus_dau']);
    expect(rows.map((r) => Number(r.users))).toEqual(want);
    // every step holds members, and none holds more than the one before
    for (let i = 1; i < want.length; i++) expect(want[i]).toBeLessThanOrEqual(want[i - 1]);
    expect(want.at(-1)).toBeGreaterThan(0);
    rows.forEach((r, i) => {
      expect(Number(r.cvt_rate)).toBeCloseTo(want[i] / want[0], 12);
      if (i === 0) expect(r.step_rate).toBeNull();
      else expect(Number(r.step_rate)).toBeCloseTo(want[i] / want[i - 1], 12);
    });
  });

  it('on one site and a range of its own, the filters reach every step', async () => {
    const report = fx.service.registry.report('member_journey');
    const counts = await fx.warehouse.query('SELECT site_id, count(*) AS n FROM dim_member GROUP BY 1 ORDER BY n');
    const site = Number(counts.find((r) => fx.siteIds.includes(Number(r.site_id)))!.site_id);
    const result = await fx.service.run(report, { filters: { sites: [site], range: { preset: 'prev90' } } }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    const rows = [...result.res].sort((a, b) => Number(a.step_order) - Number(b.step_order));
    expect(rows.map((r) => Number(r.users))).toEqual(await byHand(from, to, [site]));
  });
});
