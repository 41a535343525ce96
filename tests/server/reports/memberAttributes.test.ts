import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositedSql, withdrawnSql } from '../../../models/transactionRules';
import { CENT, openReportFixture, type ReportFixture } from './support';

// Grouping by a member's attribute (a channel: dim_member.channel_token) from the member rollups,
// the attribute joined on their rows by member_id: each channel's figures are the facts'.
let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const run = (filters: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  fx.service.run(fx.service.registry.report('channel'), { filters, page: { index: 0, size: 500 }, ...extra }, { siteIds: fx.siteIds }, fx.now);

/** Each channel's deposits, withdrawals and depositors over the range, straight from the facts. */
async function channelFacts(from: string, to: string) {
  const rows = await fx.warehouse.query(`SELECT m.channel_token, sum(f.amount_base) FILTER (WHERE ${depositedSql('f.')}) AS dpst_amt,
      count(*) FILTER (WHERE ${depositedSql('f.')}) AS dpst_count, count(DISTINCT f.member_id) FILTER (WHERE ${depositedSql('f.')}) AS dpst_dau,
      sum(f.amount_base) FILTER (WHERE ${withdrawnSql('f.')}) AS wdrl_amt
    FROM fact_transaction f JOIN dim_member m ON m.member_id = f.member_id
    WHERE m.channel_token IS NOT NULL AND f.stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY 1`, [from, to]);
  return new Map(rows.map((r) => [String(r.channel_token), r]));
}

/** From the 3rd of the month three months before the data's last day to the 20th of the month before it: two months cut at their edges. */
const cutRange = () => {
  const end = dayjs(fx.service.dataEnd);
  return { preset: 'custom', from: end.subtract(3, 'month').date(3).format('YYYY-MM-DD'), to: end.subtract(1, 'month').date(20).format('YYYY-MM-DD') };
};

describe('channels from the member rollups', () => {
  for (const [label, range] of [
    ['two years (whole months)', () => ({ preset: 'prev24m' })],
    ['a range cutting two months (their edge days)', cutRange],
  ] as const) {
    it(`${label}: every channel's deposits, withdrawals and depositors are the facts'`, async () => {
      const r = await run({ range: range() });
      expect(r.meta.source.some((s) => /^rollup_transaction_member_(day|month)$/.test(s))).toBe(true);
      expect(r.meta.source).not.toContain('fact_transaction');
      const { from, to } = r.meta.range!;
      const facts = await channelFacts(from, to);
      let checked = 0;
      for (const row of r.res) {
        const f = facts.get(String(row.channel_token));
        if (!f) {
          // a channel with registrations only: no money in the range
          expect(Number(row.dpst_amt ?? 0)).toBe(0);
          continue;
        }
        expect(Number(row.dpst_amt ?? 0)).toBeCloseTo(Number(f.dpst_amt ?? 0), 2);
        expect(Number(row.wdrl_amt ?? 0)).toBeCloseTo(Number(f.wdrl_amt ?? 0), 2);
        expect(Number(row.dpst_count ?? 0)).toBe(Number(f.dpst_count));
        expect(Number(row.dpst_dau ?? 0)).toBe(Number(f.dpst_dau));
        checked += 1;
      }
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBe([...facts.values()].filter((f) => Number(f.dpst_count) > 0 || Number(f.wdrl_amt ?? 0) !== 0).length);
      const all = await fx.one(`SELECT sum(f.amount_base) FILTER (WHERE ${depositedSql('f.')}) AS amt, count(DISTINCT f.member_id) FILTER (WHERE ${depositedSql('f.')}) AS n
        FROM fact_transaction f JOIN dim_member m ON m.member_id = f.member_id WHERE m.channel_token IS NOT NULL AND f.stat_date BETWEEN $1::DATE AND $2::DATE`, [from, to]);
      expect(Math.abs(Number(r.totals!.dpst_amt) - Number(all.amt))).toBeLessThan(CENT);
      // a member counts once however many months it deposited in
      expect(Number(r.totals!.dpst_dau)).toBe(Number(all.n));
    });
  }

  it('in another currency reads the facts, each transaction converted at its day\'s rate', async () => {
    const r = await run({ range: { preset: 'prev24m' } }, { currency: 'THB' });
    expect(r.meta.source).toContain('fact_transaction');
    const base = await run({ range: { preset: 'prev24m' } });
    expect(r.total).toBe(base.total);
    expect(r.total).toBeLessThanOrEqual(500);
    const counts = (rows: typeof r.res) => new Map(rows.map((x) => [x.channel_token, [x.dpst_dau, x.dpst_count]]));
    expect(counts(r.res)).toEqual(counts(base.res));
  });
});
