import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num, runAll } from './moneySupport';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

describe('member top ranks (issue 20)', () => {
  it('gives a deposit rank only to members who deposited, ranked among them as computed on the raw facts', async () => {
    const { rows, meta } = await runAll(fx, 'member_top');
    const { from, to } = meta.range!;
    const raw = await fx.warehouse.query(`SELECT member_id, sum(amount_base) AS dpst FROM fact_transaction
      WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ' AND stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY 1`, [from, to]);
    const deposits = new Map(raw.map((r) => [num(r.member_id), num(r.dpst)]));
    const ranked = rows.filter((r) => r.dpst_amt_rank !== null);
    const without = rows.filter((r) => !deposits.has(num(r.member_id)));
    expect(without.length, 'the report lists members without a deposit (players)').toBeGreaterThan(0);
    for (const r of without) expect(r.dpst_amt_rank, String(r.member_id)).toBeNull();
    // ranks among the depositors listed: 1 + the number of depositors with more
    const listed = ranked.map((r) => deposits.get(num(r.member_id))!);
    for (const r of ranked) {
      const d = deposits.get(num(r.member_id))!;
      expect(num(r.dpst_amt), String(r.member_id)).toBeCloseTo(d, 2);
      expect(r.dpst_amt_rank, String(r.member_id)).toBe(1 + listed.filter((x) => x > d + 1e-6).length);
    }
    expect(Math.max(...ranked.map((r) => num(r.dpst_amt_rank)))).toBeLessThanOrEqual(ranked.length);
    for (const r of without) expect(r.dpst_amt_rank_change ?? null).toBeNull();
  });
});

describe('a page past the last row (issue 20)', () => {
  it('answers no rows and the real total, so the counter still reads "of N"', async () => {
    const report = fx.service.registry.report('member_top');
    const first = await fx.service.run(report, { page: { index: 0, size: 50 } }, { siteIds: fx.siteIds }, fx.now);
    expect(first.total).toBeGreaterThan(50);
    const beyond = Math.ceil(first.total / 50) + 2;
    const past = await fx.service.run(report, { page: { index: beyond, size: 50 } }, { siteIds: fx.siteIds }, fx.now);
    expect(past.res).toEqual([]);
    expect(past.total).toBe(first.total);
  });
});

describe('rows picked before their ranks and names (issue 17)', () => {
  it('gives every member the same figures, ranks and name on a page picked by turnover as when ordered by a rank, which ranks every row first', async () => {
    const report = fx.service.registry.report('member_top');
    const all = async (sort?: { field: string; dir: 'asc' | 'desc' }[]) => {
      const rows: Record<string, unknown>[] = [];
      for (let index = 0, total = 1; rows.length < total; index++) {
        const res = await fx.service.run(report, { page: { index, size: 200 }, ...(sort ? { sort } : {}) }, { siteIds: fx.siteIds }, fx.now);
        total = res.total;
        rows.push(...res.res);
      }
      return new Map(rows.map((r) => [`${String(r.site_id)}:${String(r.member_id)}`, r]));
    };
    // the default order (turnover) picks each page from the unranked rows; an order by a rank cannot
    const picked = await all();
    const ranked = await all([{ field: 'dpst_amt_rank', dir: 'asc' }]);
    expect(picked.size).toBeGreaterThan(200);
    expect([...picked.keys()].sort()).toEqual([...ranked.keys()].sort());
    const withPrevRank = [...picked.values()].filter((r) => r.apv_bet_rank_prev !== null && r.dpst_amt_rank !== null);
    expect(withPrevRank.length, 'members ranked in both periods').toBeGreaterThan(10);
    for (const [key, row] of picked) expect(row, key).toEqual(ranked.get(key));
  });
});
