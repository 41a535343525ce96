import { describe, expect, it } from 'vitest';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { q, one } = useTestWarehouse();
const CHECKPOINTS = [1, 3, 7, 14];

/** Share of a cohort active exactly N days after registering, per registration-week cohort, by the given activity fact. */
function retentionSql(fact: string): string {
  return `WITH cohort AS (SELECT member_id, reg_date, date_trunc('week', reg_date) AS week FROM dim_member
      WHERE reg_date <= (SELECT end_date FROM warehouse_meta) - 14),
    active AS (SELECT DISTINCT member_id, stat_date FROM ${fact})
    SELECT c.week, count(*) AS size,
      ${CHECKPOINTS.map((n) => `count(*) FILTER (WHERE EXISTS (SELECT 1 FROM active a WHERE a.member_id = c.member_id AND a.stat_date = c.reg_date + ${n})) / count(*) AS d${n}`).join(', ')}
    FROM cohort c GROUP BY c.week ORDER BY c.week`;
}

describe('retention in the test warehouse', () => {
  for (const fact of ['fact_login', 'fact_game_day']) {
    it(`never rises from one checkpoint to the next for any registration-week cohort (${fact})`, async () => {
      const cohorts = await q(retentionSql(fact));
      expect(cohorts.length).toBeGreaterThan(100);
      const rises = cohorts.flatMap((c) => CHECKPOINTS.slice(1).filter((n, i) => Number(c[`d${n}`]) > Number(c[`d${CHECKPOINTS[i]}`]))
        .map((n) => `${c.week} d${n}`));
      expect(rises).toEqual([]);
    });
  }

  it('decays like a real product: day 1 in the tens of percent, day 14 a fraction of it', async () => {
    const r = await one(`SELECT ${CHECKPOINTS.map((n) => `avg((EXISTS (SELECT 1 FROM fact_login l WHERE l.member_id = m.member_id AND l.stat_date = m.reg_date + ${n}))::INT) AS d${n}`).join(', ')}
      FROM dim_member m WHERE reg_date <= (SELECT end_date FROM warehouse_meta) - 14`);
    expect(Number(r.d1)).toBeGreaterThan(0.1);
    expect(Number(r.d1)).toBeLessThan(0.6);
    expect(Number(r.d14)).toBeLessThan(0.7 * Number(r.d1));
    expect(Number(r.d14)).toBeGreaterThan(0.1 * Number(r.d1));
  });
});
