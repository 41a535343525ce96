import { ACTIVE_WINDOWS } from './spec';
import { modelPartSql } from '../../dialect/duckdb/part';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import type { ActiveUsersPlan } from './plan';

/**
 * From `cover` (per group, the member-days covered for each window) and `n` (the days measured):
 * the averages and stickiness; a group nobody was active in has no row.
 */
function averagesSql(group: readonly string[]): string[] {
  return [
    `res0 AS (SELECT ${group.map((d) => `c.${ident(d)}, `).join('')}n.days AS activity_days, ${Object.keys(ACTIVE_WINDOWS).map((w) => `coalesce(c.${w}, 0) / nullif(n.days, 0) AS activity_${w}`).join(', ')}
      FROM n ${group.length ? 'JOIN cover c ON c.mau > 0' : 'LEFT JOIN cover c ON TRUE'})`,
    `res AS (SELECT *, activity_dau / nullif(activity_mau, 0) AS activity_stickiness FROM res0)`,
  ];
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The same averages for a range whose days and the 29 before fit in 63 bits (a BIGINT, its sign bit unused): per member (and
 * group) one aggregate of its login days as bits, the last day measured in bit 0 and each day
 * before one bit higher. A login covers the W days from it, that is its bit and the W − 1 below:
 * shifting right by 0 … W − 1 and or-ing (in doublings) gives the days covered, and the bits of
 * the measured days counted give the member's days. No sort, no window over the logins.
 */
function coverBits(plan: ActiveUsersPlan, input: KindInput, params: Params): string[] | undefined {
  const { from, to, group } = plan;
  const measured = dayNumber(to) - dayNumber(from) + 1;
  const lookback = ACTIVE_WINDOWS.mau - 1;
  if (measured < 1 || measured + lookback > 63) return undefined;
  const last = params.date(to);
  const acts = modelPartSql({ ...plan.acts, grain: undefined }, plan.actsRange, input.scope, params).replace(/^SELECT /, `SELECT bit_or(1::BIGINT << CAST(${last} - f.stat_date AS BIGINT)) AS b1, `);
  const g = group.map((d) => `${ident(d)}, `).join('');
  const days = params.add(2 ** measured - 1);
  const count = (mask: string) => `sum(bit_count((${mask}) & CAST(${days} AS BIGINT)))::DOUBLE`;
  const covered = { dau: 'b1', wau: 'b4 | (b2 >> 4) | (b1 >> 6)', mau: 'b16 | (b8 >> 16) | (b4 >> 24) | (b2 >> 28)' } satisfies Record<keyof typeof ACTIVE_WINDOWS, string>;
  return [
    `acts AS (${acts})`,
    `d2 AS (SELECT ${g}b1, b1 | (b1 >> 1) AS b2 FROM acts)`,
    `d4 AS (SELECT *, b2 | (b2 >> 2) AS b4 FROM d2)`,
    `d8 AS (SELECT *, b4 | (b4 >> 4) AS b8 FROM d4)`,
    `d16 AS (SELECT *, b8 | (b8 >> 8) AS b16 FROM d8)`,
    `cover AS (SELECT ${g}${Object.entries(covered).map(([w, mask]) => `${count(mask)} AS ${w}`).join(', ')} FROM d16${group.length ? ' GROUP BY ALL' : ''})`,
    `n AS (SELECT ${params.add(measured)}::INTEGER AS days)`,
    ...averagesSql(group),
  ];
}

/**
 * An average over the days of the range of "members active in the W days ending that day" equals
 * the days of the range each member is covered, divided by the days. A login on day s covers the
 * days s … s + W − 1, up to the member's next login (which covers on from there), so a member's
 * spans never overlap and one pass over the logins, without a day × login expansion, gives DAU
 * (W = 1), WAU (7) and MAU (30). The days measured run to the last day with data; a group nobody
 * was active in during them has no row.
 */
export function duckdbActiveUsers(plan: ActiveUsersPlan, input: KindInput, params: Params): KindRelation {
  const { group, login, to } = plan;
  const bits = coverBits(plan, input, params);
  if (bits) return { withRes: `WITH ${bits.join(',\n')}`, dims: group, sources: [login.table] };
  const acts = modelPartSql(plan.acts, plan.actsRange, input.scope, params);
  const from = params.date(plan.from);
  const last = params.date(to);
  const g = group.map((d) => `${ident(d)}, `).join('');
  const covered = (name: string, days: number) =>
    `sum(CAST(greatest(0, least(s + ${days - 1}, nxt - 1, ${last}) - greatest(s, ${from}) + 1) AS DOUBLE)) AS ${name}`;
  const ctes = [
    `acts AS (${acts})`,
    `spans AS (SELECT ${g}stat_date AS s, coalesce(lead(stat_date) OVER (PARTITION BY ${g}member_id ORDER BY stat_date), DATE '9999-12-31') AS nxt FROM acts)`,
    `cover AS (SELECT ${g}${Object.entries(ACTIVE_WINDOWS).map(([w, days]) => covered(w, days)).join(', ')} FROM spans${group.length ? ' GROUP BY ALL' : ''})`,
    `n AS (SELECT greatest(0, ${last} - ${from} + 1) AS days)`,
    ...averagesSql(group),
  ];
  return { withRes: `WITH ${ctes.join(',\n')}`, dims: group, sources: [login.table] };
}
