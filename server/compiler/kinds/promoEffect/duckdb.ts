import { growthRateOf } from '../../figures/program';
import { figureSql } from '../../sql/figures';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { siteScopeSql } from '../shared/scope';
import type { PromoEffectPlan, WindowSum } from './plan';
import { PROMO_COLUMNS, promoListSql } from '../shared/promoList';
import { factMoney, rollupMoney } from '../shared/money';
import { localColumn, localMoneySql } from '../../../semantic/money';
import { moneySql } from '../../sql/money';

/**
 * Days of the fact a window reads are bucketed by 14 (days since this Monday, integer-divided):
 * a member's row is matched on member and bucket, so it meets only the windows that overlap its
 * bucket (a 28-day window spans 2 or 3) instead of every promotion the member took part in.
 */
const BUCKET_DAYS = 14;
const bucketOf = (day: string) => `((${day} - DATE '2000-01-03') // ${BUCKET_DAYS})`;

/**
 * The compared members' windows once per bucket they overlap: what the fact windows join on, read
 * by every figure summed over a fact (materialized once).
 */
const COMPARED_BUCKETS = `compared_bucket AS MATERIALIZED (SELECT c.promo_id, c.member_id, c.b_to, c.b_from, c.a_from, c.a_to,
      unnest(range(${bucketOf('c.b_from')}, ${bucketOf('c.a_to')} + 1)) AS bucket FROM compared c)`;

/**
 * `sum(<measure sql>)` over the before and the after window of a member-keyed fact aliased `f`, or
 * of a member × day rollup storing the measure (a fraction of the fact's rows) when there is one.
 */
function windowSums(sum: WindowSum, scope: string, span: () => string, sources: string[], input: KindInput, params: Params): string {
  if (sum.windowSums) return storedWindowSums(sum.figure, sum.windowSums, scope, sources);
  const { figure: name, model, measure: m, rollup, name: measure } = sum;
  // in the request's currency, each row at its day's rate (kinds/shared/money.ts)
  const value = rollup
    ? rollupMoney(input, params, 'f.', ident(measure), ident(localColumn(measure)))
    : moneySql(input.money, { base: m.sql!, local: localMoneySql(m.sql!), day: 'f.stat_date', site: 'f.site_id' }, input.dialect, params);
  const [table, where] = rollup ? [rollup, undefined] : [model.table, m.where];
  const when = (w: string) => `sum(CASE WHEN ${w}${where ? ` AND (${where})` : ''} THEN ${value} END)`;
  sources.push(table);
  return `${ident(name)} AS (SELECT c.promo_id, ${when('f.stat_date <= c.b_to')} AS before_sum, ${when('f.stat_date >= c.a_from')} AS after_sum
    FROM compared_bucket c JOIN ${ident(table)} f ON f.member_id = c.member_id AND ${bucketOf('f.stat_date')} = c.bucket AND f.stat_date BETWEEN c.b_from AND c.a_to
    WHERE ${scope} AND ${span()} GROUP BY 1)`;
}

/**
 * A figure's sums over the windows from the promotions' window sums built at load (a row per
 * promotion, site and day of its windows, over its compared participants): the rows of the
 * promotions listed, in scope, before and from the start.
 */
function storedWindowSums(name: string, table: string, scope: string, sources: string[]): string {
  sources.push(table);
  const when = (w: string) => `sum(CASE WHEN ${w} THEN f.${ident(name)} END)`;
  return `${ident(name)} AS (SELECT w.promo_id, ${when('f.stat_date <= w.b_to')} AS before_sum, ${when('f.stat_date BETWEEN w.a_from AND w.a_to')} AS after_sum
    FROM win w JOIN ${ident(table)} f ON f.promo_id = w.promo_id WHERE ${scope} GROUP BY 1)`;
}

/** Bits of the days from `a` to `b` (dates of one month) as in the activity masks; 0 when `a` is after `b`. */
const daysMask = (a: string, b: string) => `CASE WHEN ${a} <= ${b} THEN (1::BIGINT << day(${b})) - (1::BIGINT << (day(${a}) - 1)) ELSE 0 END`;

/**
 * Active days of the compared members in each window, from the members' login days by month (one
 * row per member and month, a bit a day) where that table is present: per promotion and month its
 * windows become day masks, and a member's active days are the bits its month's mask shares with
 * them. The login facts are read only without it.
 */
function activeSql(table: string | undefined, scope: string, span: { from: string; to: string }, sources: string[]): string[] {
  if (!table) {
    sources.push('fact_login');
    // a member logged in on two platforms the same day is active once that day
    return [`active AS (SELECT promo_id, count(*) FILTER (WHERE stat_date <= b_to) AS before_sum, count(*) FILTER (WHERE stat_date >= a_from) AS after_sum
      FROM (SELECT DISTINCT c.promo_id, c.b_to, c.a_from, f.member_id, f.stat_date FROM compared c
        JOIN "fact_login" f ON f.member_id = c.member_id AND f.stat_date BETWEEN c.b_from AND c.a_to WHERE ${scope} AND f.stat_date BETWEEN ${span.from} AND ${span.to}) GROUP BY 1)`];
  }
  sources.push(table);
  const clip = (from: string, to: string) => daysMask(`greatest(${from}, m.month)`, `least(${to}, last_day(m.month))`);
  return [
    `win_month AS (SELECT w.promo_id, m.month, ${clip('w.b_from', 'w.b_to')} AS before_mask, ${clip('w.a_from', 'w.a_to')} AS after_mask
      FROM win w, LATERAL (SELECT unnest(range(date_trunc('month', w.b_from), w.a_to + 1, INTERVAL 1 MONTH))::DATE AS month) m)`,
    `active AS (SELECT c.promo_id, sum(bit_count(f.login_dau & wm.before_mask)) AS before_sum, sum(bit_count(f.login_dau & wm.after_mask)) AS after_sum
      FROM compared c JOIN win_month wm USING (promo_id) JOIN ${ident(table)} f ON f.member_id = c.member_id AND f.month = wm.month
      WHERE ${scope} AND f.month BETWEEN date_trunc('month', ${span.from})::DATE AND ${span.to} GROUP BY 1)`,
  ];
}

/**
 * Promotions starting in the range. Windows per promotion: before = the N days before the start,
 * after = N days from the start, cut at the last day with data. Participants claimed a bonus of
 * the promotion in its period; those registered by the first day of the before window are compared.
 */
export function duckdbPromoEffect(plan: PromoEffectPlan, input: KindInput, params: Params): KindRelation {
  const n = plan.days;
  const from = params.date(plan.range.from);
  const to = params.date(plan.range.to);
  const end = params.date(input.dataEnd);
  const promos = promoListSql(input, params, `promo_date_start BETWEEN ${from} AND ${to}`);
  const scope = siteScopeSql(input.scope, params);
  // every window at once, bound as values (b_from of the first start to a_to of the last, cut at the
  // last day with data): a fact's scan skips the other days by its zone maps, and the planner knows
  // how many rows it reads (a bound computed from `win` hid that and made it build on the fact)
  // the plan's span bound once, when a read of the member-days needs it (the window sums built at load need none)
  let bounds: { from: string; to: string } | undefined;
  const span = () => (bounds ??= { from: params.date(plan.span.from), to: params.date(plan.span.to) });
  const sources = ['dim_promo', 'fact_bonus'];
  // the totals row in the rows' statement (a grid's first page): the per-promotion rows once for both
  const carry = input.withTotals === true && !input.totals;
  const ctes = [
    `win AS (SELECT *, promo_date_start - ${n} AS b_from, promo_date_start - 1 AS b_to, promo_date_start AS a_from,
      least(promo_date_start + ${n - 1}, ${end}) AS a_to, greatest(0, least(promo_date_start + ${n - 1}, ${end}) - promo_date_start + 1) AS effect_days_after
      FROM (${promos}))`,
    `parts AS MATERIALIZED (SELECT f.promo_id, f.member_id, sum(${factMoney(input, params, 'f.', 'bonus_amt_base')}) FILTER (WHERE f.stat_date <= w.a_to) AS bonus_after FROM "fact_bonus" f
      JOIN win w ON w.promo_id = f.promo_id AND f.stat_date BETWEEN w.promo_date_start AND w.promo_date_end
      WHERE ${scope} GROUP BY ALL)`,
    `compared AS MATERIALIZED (SELECT p.promo_id, p.member_id, w.b_from, w.b_to, w.a_from, w.a_to FROM parts p JOIN win w USING (promo_id)
      JOIN "dim_member" m ON m.member_id = p.member_id WHERE m.reg_date <= w.b_from)`,
    ...(plan.active ? activeSql(plan.activity, scope, span(), sources) : []),
    ...(plan.money.some((sum) => !sum.windowSums) ? [COMPARED_BUCKETS] : []),
    ...plan.money.map((sum) => windowSums(sum, scope, () => `f.stat_date BETWEEN ${span().from} AND ${span().to}`, sources, input, params)),
    `res0 AS${carry ? ' MATERIALIZED' : ''} (SELECT ${PROMO_COLUMNS}, coalesce(pc.n, 0) AS participant_count, coalesce(cc.n, 0) AS effect_member_count, p.effect_days_after,
      ${plan.figures.map((f) => `coalesce(${ident(f)}.before_sum, 0) / ${n} AS ${f}_before, coalesce(${ident(f)}.after_sum, 0) / nullif(p.effect_days_after, 0) AS ${f}_after`).join(', ')},
      coalesce(pc.bonus_after, 0) / nullif(p.effect_days_after, 0) AS bonus_amt_after
      FROM win p LEFT JOIN (SELECT promo_id, count(*) AS n, sum(bonus_after) AS bonus_after FROM parts GROUP BY 1) pc USING (promo_id)
      LEFT JOIN (SELECT promo_id, count(*) AS n FROM compared GROUP BY 1) cc USING (promo_id)
      ${plan.figures.map((f) => `LEFT JOIN ${ident(f)} USING (promo_id)`).join(' ')})`,
  ];
  const lifts = plan.figures.map((f) => `${figureSql(growthRateOf(`${f}_after`, `${f}_before`))} AS ${f}_lift`);
  // the per-promotion averages are doubles: summed in one order, so threads cannot change the last digits
  // and only over promotions with their whole after-window: a promotion 2 days old beside ones of 14 reads as a collapse
  const sums = [...plan.figures.flatMap((f) => [`${f}_before`, `${f}_after`]), 'bonus_amt_after']
    .map((f) => `coalesce(sum(${f} ORDER BY promo_id) FILTER (WHERE effect_days_after = ${n}), 0) AS ${f}`);
  const totalsSql = `SELECT (SELECT count(DISTINCT member_id) FROM parts) AS participant_count, (SELECT count(DISTINCT member_id) FROM compared) AS effect_member_count,
      NULL::INTEGER AS effect_days_after, ${sums.join(', ')} FROM res0`;
  if (input.totals) ctes.push(`res1 AS (${totalsSql})`);
  ctes.push(`res AS (SELECT *, ${lifts.join(', ')} FROM ${input.totals ? 'res1' : 'res0'})`);
  const totals = carry
    ? { with: () => `__totals1 AS (${totalsSql}),\n__totals AS (SELECT *, ${lifts.join(', ')} FROM __totals1)`, name: '__totals' }
    : undefined;
  return { withRes: `WITH ${ctes.join(',\n')}`, dims: input.totals ? [] : ['promo_id'], sources, ...(totals ? { totals } : {}) };
}
