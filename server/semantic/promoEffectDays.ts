import type { ModelDefinition, RollupDef } from '../../src/engine/definition/model';
import { ident } from './ident';
import { localColumn, localMeasures } from './money';
import { rollupTable } from './tables';
import { PROMO_EFFECT_DAYS } from '../../src/engine/kinds/promoEffect';

export { PROMO_EFFECT_DAYS };

/**
 * Per promotion, site and day of its two windows (the PROMO_EFFECT_DAYS days before its start and
 * as many from it), the sums of its compared participants' member-day rollups: members who claimed
 * one of its bonuses in its period, registered by the first day of the before window. A promotion's
 * effect adds a few of its rows instead of joining every member-day of two windows to its members.
 */
export const PROMO_EFFECT_TABLE = 'rollup_promo_effect_days';

/** Measures whose `_after` column the promotion effect already has (`bonus_amt_after`: the promotion's own bonus per day). */
const PROMO_EFFECT_TAKEN = new Set(['bonus_amt']);

/**
 * Whether a model's measure is one a promotion's effect can compare: a sum of money over a fact
 * keyed by member and day (`f.member_id`, `f.stat_date`) needing no join.
 */
export function comparableMeasure(model: ModelDefinition, name: string): boolean {
  const m = model.measures[name];
  return Boolean(m) && 'agg' in m && m.agg === 'sum' && Boolean(m.money) && !m.join && model.timeColumn === 'stat_date' && 'member_id' in model.dimensions && !PROMO_EFFECT_TAKEN.has(name);
}

/** The member × day rollup of a model (member_id kept, no time grain). */
export function memberDay(model: ModelDefinition): RollupDef | undefined {
  return (model.rollups ?? []).find((r) => !r.grain && r.dimensions.includes('member_id') && r.dimensions.includes('site_id'));
}

export interface PromoEffectSum {
  model: ModelDefinition;
  /** The measure, its column in the table; its own-currency sum beside it (`<measure>_local`) where the rollup keeps one. */
  measure: string;
  local: boolean;
  /** The member × day rollup it is summed from. */
  rollup: string;
}

/** Every comparable measure a member × day rollup stores: the money columns of the table. */
export function promoEffectSums(models: readonly ModelDefinition[]): PromoEffectSum[] {
  return models.flatMap((model) => {
    const rollup = memberDay(model);
    if (!rollup) return [];
    const locals = localMeasures(model, rollup);
    return rollup.measures.filter((m) => comparableMeasure(model, m))
      .map((measure) => ({ model, measure, local: locals.includes(measure), rollup: rollupTable(model, rollup) }));
  }).sort((a, b) => a.measure.localeCompare(b.measure));
}

/** A sum's columns in the table: the measure and its own-currency sum where the rollup keeps one. */
const sumColumns = (s: PromoEffectSum): string[] => [s.measure, ...(s.local ? [localColumn(s.measure)] : [])];

/** The table's columns: its keys, then each measure and its own-currency sum. */
export function promoEffectColumns(models: readonly ModelDefinition[]): string[] {
  return ['promo_id', 'site_id', 'stat_date', ...promoEffectSums(models).flatMap(sumColumns)];
}

/**
 * The CREATE TABLE of the promotions' window sums: the compared participants of each promotion (as
 * the promotion effect compares them), their member-day rows in its windows summed by site and day,
 * one rollup at a time, the rows of the rollups then put side by side.
 */
export function promoEffectDaysSql(models: readonly ModelDefinition[]): string {
  return `CREATE OR REPLACE TABLE ${PROMO_EFFECT_TABLE} AS\n    ${promoEffectDaysSelect(models)}`;
}

/**
 * The promotions a load of `days` (first and last) touches: those whose dates or compared windows
 * hold one of them (their participants' claims, or their member-days in the windows, may have changed).
 */
export const touchedPromosSql = (days: { first: string; last: string }): string =>
  `SELECT promo_id FROM dim_promo WHERE promo_date_start - ${PROMO_EFFECT_DAYS} <= DATE '${days.last}'`
  + ` AND greatest(promo_date_end, promo_date_start + ${PROMO_EFFECT_DAYS - 1}) >= DATE '${days.first}'`;

/** The rows of the promotions' window sums, or of the promotions a load of `days` touches only. */
export function promoEffectDaysSelect(models: readonly ModelDefinition[], days?: { first: string; last: string }): string {
  const n = PROMO_EFFECT_DAYS;
  const sums = promoEffectSums(models);
  const byRollup = [...new Set(sums.map((s) => s.rollup))];
  const parts = byRollup.map((table, i) => {
    const columns = sums.filter((s) => s.rollup === table).flatMap(sumColumns);
    return `r${i} AS (SELECT c.promo_id, f.site_id, f.stat_date, ${columns.map((c) => `sum(f.${ident(c)}) AS ${ident(c)}`).join(', ')}
      FROM compared c JOIN ${ident(table)} f ON f.member_id = c.member_id AND f.stat_date BETWEEN c.b_from AND c.a_to GROUP BY ALL)`;
  });
  const columns = promoEffectColumns(models).slice(3);
  return `WITH win AS (SELECT promo_id, promo_date_start, promo_date_end, promo_date_start - ${n} AS b_from, promo_date_start + ${n - 1} AS a_to FROM dim_promo${days ? ` WHERE promo_id IN (${touchedPromosSql(days)})` : ''}),
    compared AS (SELECT DISTINCT b.promo_id, b.member_id, w.b_from, w.a_to FROM fact_bonus b
      JOIN win w ON w.promo_id = b.promo_id AND b.stat_date BETWEEN w.promo_date_start AND w.promo_date_end
      JOIN dim_member m ON m.member_id = b.member_id WHERE m.reg_date <= w.b_from),
    ${parts.join(',\n    ')}
    SELECT promo_id, site_id, stat_date, ${columns.map((c) => `sum(${ident(c)}) AS ${ident(c)}`).join(', ')}
    FROM (${byRollup.map((_, i) => `SELECT * FROM r${i}`).join(' UNION ALL BY NAME ')}) GROUP BY ALL ORDER BY promo_id, stat_date, site_id`;
}
