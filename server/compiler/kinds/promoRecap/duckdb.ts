import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { siteScopeSql } from '../shared/scope';
import type { PromoRecapPlan } from './plan';
import { PROMO_COLUMNS, promoListSql } from '../shared/promoList';
import { factMoney } from '../shared/money';
import { moneySql } from '../../sql/money';
import { PROMO_SEGMENTS_SQL } from '../../../semantic/promoSegments';

/** Promotions of one site share a 62-bit word of a member's mask per 62 of them (bits 0…61 of a BIGINT, the sign bit unused). */
const WORD_BITS = 62;

/**
 * `pday`: the participants' candidates' play in the range, a row per member and day (`d`), or with
 * the segments (plan.segments) a row per member and segment inside the range (`d` its first day:
 * the same promotions run on each of its days) and a row per member-day of the two segments cut by
 * the range's ends, each end read on its own (so each read skips to its days). A day no promotion
 * runs is in no segment and read by neither: it belongs to no promotion.
 */
function playDays(plan: PromoRecapPlan, q: { from: string; to: string; scope: string; apv: string; win: string }): string[] {
  const day = (join: string) => `SELECT f.member_id, f.stat_date AS d, ${q.apv} AS apv, ${q.win} AS win FROM ${ident(plan.play.table)} f${join}
      WHERE ${q.scope} AND f.stat_date BETWEEN ${q.from} AND ${q.to}`;
  if (!plan.segments) return [`pday AS (${day('')})`];
  const edge = (e: string) => ` JOIN ${e} e ON e.site_id = f.site_id AND e.d = f.stat_date`;
  return [
    `seg AS (SELECT * FROM (${PROMO_SEGMENTS_SQL}) WHERE seg_start <= ${q.to} AND seg_end >= ${q.from})`,
    `seg_first AS (SELECT site_id, unnest(range(${q.from}, least(seg_end, ${q.to}) + 1, INTERVAL 1 DAY))::DATE AS d FROM seg WHERE seg_start < ${q.from})`,
    `seg_last AS (SELECT site_id, unnest(range(seg_start, ${q.to} + 1, INTERVAL 1 DAY))::DATE AS d FROM seg WHERE seg_start >= ${q.from} AND seg_end > ${q.to})`,
    `pday AS (SELECT f.member_id, f.seg_start AS d, f.apv_bet AS apv, f.house_net_win AS win FROM ${ident(plan.segments)} f
      WHERE ${q.scope} AND f.seg_start >= ${q.from} AND f.seg_end <= ${q.to}
      UNION ALL ${day(edge('seg_first'))} UNION ALL ${day(edge('seg_last'))})`,
  ];
}

/**
 * Promotions whose period overlaps the range. Each is measured on its own days: the overlap of
 * its period and the range (`w_from`…`w_to`); its participants are the members claiming on those
 * days, and their turnover and GGR are read on the same days.
 *
 * The play is read once per member-day row, never once per promotion of the member: each promotion
 * is a bit of a word of its site (`pbit`: `gi` numbers the site's words), a member carries the bits
 * of the promotions it claimed in each word (`mmask`), and each word has per day the bits of the
 * promotions running that day (`cover`, one list indexed by word and day). A member-day row belongs
 * to the promotions of `mask & cover`: rows are summed by that set (`grp`, a few groups), and a
 * promotion adds up the sets holding its bit. The totals read each covered member-day once: a set
 * that is not empty is one row; a member with bits in two words (two sites, or more than 62
 * promotions of one site) has its covered days summed per member and day, once.
 */
export function duckdbPromoRecap(plan: PromoRecapPlan, input: KindInput, params: Params): KindRelation {
  const from = params.date(plan.range.from);
  const to = params.date(plan.range.to);
  const days = `(${to} - ${from} + 1)`;
  const promos = promoListSql(input, params, `promo_date_start <= ${to} AND promo_date_end >= ${from}`);
  const scope = siteScopeSql(input.scope, params);
  // the participants' play in the request's currency, each row at its day's rate
  const money = (col: { base: string; local: string }) => moneySql(input.money, { ...col, day: 'f.stat_date', site: 'f.site_id' }, input.dialect, params);
  const play = { table: plan.play.table, apv: money(plan.play.apv), win: money(plan.play.win) };
  // the totals row in the rows' statement (a grid's first page): the per-promotion rows once for both
  const carry = input.withTotals === true && !input.totals;
  const totals = input.totals || carry;
  const ctes = [
    `promo AS (SELECT *, greatest(promo_date_start, ${from}) AS w_from, least(promo_date_end, ${to}) AS w_to FROM (${promos}))`,
    `pidx AS (SELECT promo_id, site_id, w_from, w_to, row_number() OVER (PARTITION BY site_id ORDER BY promo_id) - 1 AS idx FROM promo)`,
    `pbit AS MATERIALIZED (SELECT promo_id, w_from, w_to, dense_rank() OVER (ORDER BY site_id, idx // ${WORD_BITS}) - 1 AS gi,
      1::BIGINT << (idx % ${WORD_BITS})::INTEGER AS bit FROM pidx)`,
    `claim AS (SELECT f.member_id, p.promo_id, p.gi, p.bit, ${factMoney(input, params, 'f.', 'bonus_amt_base')} AS bonus FROM "fact_bonus" f
      JOIN pbit p ON p.promo_id = f.promo_id AND f.stat_date BETWEEN p.w_from AND p.w_to
      WHERE ${scope} AND f.stat_date BETWEEN ${from} AND ${to})`,
    `per AS (SELECT promo_id, count(*) AS claims, sum(bonus) AS bonus FROM claim GROUP BY 1)`,
    totals
      ? `mmask AS MATERIALIZED (SELECT *, count(*) OVER (PARTITION BY member_id) > 1 AS multi FROM (SELECT member_id, gi, bit_or(bit) AS mask FROM claim GROUP BY ALL))`
      : `mmask AS MATERIALIZED (SELECT member_id, gi, bit_or(bit) AS mask FROM claim GROUP BY ALL)`,
    // every word's bits of each day of the range, word after word (gi * days + day + 1)
    `cover AS (SELECT list(coalesce(c.bits, 0) ORDER BY g.gi, d.day) AS bits FROM (SELECT DISTINCT gi FROM pbit) g
      CROSS JOIN (SELECT unnest(range(0, ${days})) AS day) d
      LEFT JOIN (SELECT gi, t.day::DATE - ${from} AS day, bit_or(bit) AS bits FROM pbit, unnest(range(w_from, w_to + 1, INTERVAL 1 DAY)) t(day) GROUP BY ALL) c
      ON c.gi = g.gi AND c.day = d.day)`,
    ...playDays(plan, { from, to, scope, apv: play.apv, win: play.win }),
    // with the totals, a member with bits in two words keeps its member-days apart (mm, md)
    `grp AS MATERIALIZED (SELECT gi, k${totals ? ', mm, md' : ''}, sum(apv) AS apv, sum(win) AS win FROM (
      SELECT m.gi, m.mask & (SELECT bits FROM cover)[m.gi * ${days} + (f.d - ${from}) + 1] AS k,
      ${totals ? 'CASE WHEN m.multi THEN f.member_id END AS mm, CASE WHEN m.multi THEN f.d END AS md, ' : ''}f.apv, f.win
      FROM pday f JOIN mmask m ON m.member_id = f.member_id) WHERE k <> 0 GROUP BY ALL)`,
    `pplay AS (SELECT p.promo_id, sum(g.apv) AS apv, sum(g.win) AS win FROM grp g JOIN pbit p ON p.gi = g.gi AND g.k & p.bit <> 0 GROUP BY 1)`,
    `parts AS (SELECT p.promo_id, sum(m.n) AS participants FROM (SELECT gi, mask, count(*) AS n FROM mmask GROUP BY ALL) m
      JOIN pbit p ON p.gi = m.gi AND m.mask & p.bit <> 0 GROUP BY 1)`,
    `res0 AS${carry ? ' MATERIALIZED' : ''} (SELECT ${PROMO_COLUMNS}, coalesce(per.claims, 0) AS claim_count, coalesce(parts.participants, 0) AS participant_count,
      coalesce(per.bonus, 0) AS bonus_amt, coalesce(pplay.apv, 0) AS part_apv_bet, coalesce(pplay.win, 0) AS part_house_net_win
      FROM promo p LEFT JOIN per USING (promo_id) LEFT JOIN parts USING (promo_id) LEFT JOIN pplay USING (promo_id))`,
  ];
  // A member in two overlapping promotions plays each of its days once: the totals read each
  // participant's covered member-day once, so they never exceed the operator's own turnover and GGR.
  if (totals) {
    ctes.push(`tplay AS (SELECT sum(apv) AS apv, sum(win) AS win FROM (SELECT apv, win FROM grp WHERE mm IS NULL
      UNION ALL SELECT any_value(apv), any_value(win) FROM grp WHERE mm IS NOT NULL GROUP BY mm, md))`);
  }
  const totalsSql = `SELECT coalesce(sum(claim_count), 0) AS claim_count, (SELECT count(DISTINCT member_id) FROM mmask) AS participant_count,
      coalesce(sum(bonus_amt), 0) AS bonus_amt, coalesce((SELECT apv FROM tplay), 0) AS part_apv_bet, coalesce((SELECT win FROM tplay), 0) AS part_house_net_win FROM res0`;
  const derived = 'bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate, part_house_net_win - bonus_amt AS part_profit';
  if (input.totals) ctes.push(`res1 AS (${totalsSql})`);
  ctes.push(`res AS (SELECT *, ${derived} FROM ${input.totals ? 'res1' : 'res0'})`);
  const carried = carry ? { with: () => `__totals1 AS (${totalsSql}),\n__totals AS (SELECT *, ${derived} FROM __totals1)`, name: '__totals' } : undefined;
  return { withRes: `WITH ${ctes.join(',\n')}`, dims: input.totals ? [] : ['promo_id'], sources: ['dim_promo', 'fact_bonus', play.table, ...(plan.segments ? [plan.segments] : [])], ...(carried ? { totals: carried } : {}) };
}
