import { SITES } from './catalog/markets';
import type { GenContext } from './context';
import { pick, valuesTable } from './sql';

/** Registrations a day, relative: weekends and the year-end and lunar-new-year months are busier. */
const WEEKDAY = [0.92, 0.9, 0.93, 0.97, 1.08, 1.16, 1.06];
const MONTH = [1.08, 1.12, 0.96, 1.03, 0.98, 0.95, 0.97, 1.0, 0.96, 1.0, 1.05, 1.16];
/** Yearly growth of the operator's registrations. */
const GROWTH_PER_YEAR = 0.45;
export const MEMBERS_PER_SCALE = 36_000;

/**
 * tmp_member_base: member ids in registration order with site and registration day. Each member
 * draws a point on the cumulative registration weight of every (site, day) and lands on that day:
 * growth, launch ramps, weekday and season shape the calendar, the seed only the noise.
 */
export async function generateRegistrations(ctx: GenContext): Promise<number> {
  const { run, r } = ctx;
  const members = Math.max(50, Math.round(MEMBERS_PER_SCALE * ctx.scale));
  const sites = valuesTable('s', ['site_id', 'weight'], SITES.map((s) => [s.id, s.weight]));
  await run(`CREATE TEMP TABLE tmp_reg_day AS
    SELECT site_id, t, w, sum(w) OVER (ORDER BY site_id, t ROWS UNBOUNDED PRECEDING) - w AS cw_start FROM (
      SELECT s.site_id, d.t, round(1e6 * s.weight * exp(${GROWTH_PER_YEAR} * d.t / 365.0)
          * ${pick(WEEKDAY, `isodow(DATE '${ctx.startDate}' + d.t::INTEGER) - 1`)}
          * ${pick(MONTH, `month(DATE '${ctx.startDate}' + d.t::INTEGER) - 1`)}
          * least(1.0, (d.t - ls.launch_t + 1) / 45.0) * (1 + 1.5 * exp(-(d.t - ls.launch_t) / 10.0))
          * exp(0.15 * ${r.n('regday', 's.site_id', 'd.t')})
          * CASE WHEN d.t = ${ctx.days - 1} THEN 0.5 ELSE 1 END)::BIGINT AS w
      FROM ${sites}
      JOIN (SELECT site_id, (launch_date - DATE '${ctx.startDate}')::INTEGER AS launch_t FROM dim_site) ls ON ls.site_id = s.site_id
      JOIN range(${ctx.days}) d(t) ON d.t >= ls.launch_t)
    WHERE w > 0`);
  const total = await ctx.scalar(`SELECT sum(w) FROM tmp_reg_day`);
  await run(`CREATE TEMP TABLE tmp_member_base AS
    SELECT (100000 + row_number() OVER (ORDER BY d.t, d.site_id, m.i))::BIGINT AS member_id, d.site_id, d.t::INTEGER AS reg_t
    FROM (SELECT i, floor(${r.u('reg', 'i')} * ${total})::BIGINT AS point FROM range(${members}) x(i)) m
    ASOF JOIN tmp_reg_day d ON m.point >= d.cw_start`);
  return members;
}
