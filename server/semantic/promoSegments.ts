import type { ModelDefinition, RollupDef } from '../../src/engine/definition/model';
import { localColumn, localMeasures } from './money';
import { memberDay } from './promoEffectDays';
import { rollupTable } from './tables';

/**
 * Each member's turnover and GGR summed over the segments of its site's promotion calendar: a
 * site's days cut at every start of one of its promotions and every day after one ends, so the
 * promotions running are the same on every day of a segment. Only segments where one runs are
 * kept. A promotion recap reads a segment inside its range as one row instead of each of its
 * member-days (at scale 100: 7.8 million member-segments for 44.9 million member-days), and the
 * member-days of the two segments cut by the range's ends as before.
 */
export const PROMO_SEGMENTS_TABLE = 'rollup_promo_segments';

/** The figures a promotion recap reads of its participants' play. */
export const PROMO_SEGMENT_MEASURES = ['apv_bet', 'house_net_win'] as const;

/** The gaming model's member × day rollup, when it stores the recap's figures and their own-currency sums. */
function storingRollup(gaming: ModelDefinition): RollupDef | undefined {
  const rollup = memberDay(gaming);
  return rollup && PROMO_SEGMENT_MEASURES.every((m) => rollup.measures.includes(m) && localMeasures(gaming, rollup).includes(m)) ? rollup : undefined;
}

/** The table's columns: keys, the segment's first and last day, each figure and its own-currency sum. */
export const promoSegmentColumns = (): string[] => ['site_id', 'member_id', 'seg_start', 'seg_end', ...PROMO_SEGMENT_MEASURES.flatMap((m) => [m, localColumn(m)])];

/**
 * Every site's segments (`site_id`, `seg_start`, `seg_end`) from the whole promotion calendar, in
 * SQL: what the table is cut by, and what a recap reads to find the segments its range cuts.
 */
export const PROMO_SEGMENTS_SQL = `SELECT site_id, seg_start, seg_end FROM (
    SELECT site_id, d AS seg_start, lead(d) OVER (PARTITION BY site_id ORDER BY d) - 1 AS seg_end
    FROM (SELECT site_id, promo_date_start AS d FROM dim_promo UNION SELECT site_id, promo_date_end + 1 FROM dim_promo)) s
  WHERE EXISTS (SELECT 1 FROM dim_promo p WHERE p.site_id = s.site_id AND p.promo_date_start <= s.seg_start AND p.promo_date_end >= s.seg_end)`;

/** The CREATE TABLE of the members' segment sums, or undefined where the gaming model has no such member × day rollup. */
export function promoSegmentsSql(gaming: ModelDefinition): string | undefined {
  const select = promoSegmentsSelect(gaming);
  return select && `CREATE OR REPLACE TABLE ${PROMO_SEGMENTS_TABLE} AS\n    ${select}`;
}

/** The segments of `days` (first and last, YYYY-MM-DD): every site's segments that hold a day between them. */
export const touchedSegmentsSql = (days: { first: string; last: string }): string =>
  `SELECT * FROM (${PROMO_SEGMENTS_SQL}) WHERE seg_start <= DATE '${days.last}' AND seg_end >= DATE '${days.first}'`;

/** The rows of the members' segment sums, or of the segments holding a day of `days` only. */
export function promoSegmentsSelect(gaming: ModelDefinition, days?: { first: string; last: string }): string | undefined {
  const rollup = storingRollup(gaming);
  if (!rollup) return undefined;
  const sums = PROMO_SEGMENT_MEASURES.flatMap((m) => [m, localColumn(m)]).map((c) => `sum(f.${c}) AS ${c}`);
  // of some segments: the member-days between their first and last day, read before the join (those of other segments find no segment that holds them)
  const memberDays = days
    ? `(SELECT * FROM "${rollupTable(gaming, rollup)}" WHERE stat_date BETWEEN (SELECT min(seg_start) FROM seg) AND (SELECT max(seg_end) FROM seg))`
    : `"${rollupTable(gaming, rollup)}"`;
  // each member-day finds its segment as the last that starts on or before it, and keeps it when it ends on or after it
  return `WITH seg AS (${days ? touchedSegmentsSql(days) : PROMO_SEGMENTS_SQL})
    SELECT f.site_id, f.member_id, s.seg_start, s.seg_end, ${sums.join(', ')}
    FROM ${memberDays} f ASOF JOIN seg s ON s.site_id = f.site_id AND f.stat_date >= s.seg_start
    WHERE f.stat_date <= s.seg_end GROUP BY ALL ORDER BY seg_start, site_id`;
}
