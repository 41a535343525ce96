import type { AggregateMeasureDef } from '../../../src/engine/definition/model';
import { isConvertedMoney } from '../../semantic/money';
import type { ModelPart } from '../types';
import { distinctRollupSql } from './expressions';

/** How an aggregate of grouped rows adds up over the groups. */
export type Reaggregation = 'sum' | 'min' | 'max';

/**
 * How each aggregate of a part, read grouped by its dimensions (and time grain), adds up to the
 * whole set's figure — or undefined when one of them does not (an average, a quantile, a count of
 * distinct values that could repeat across groups, or across days). What may be summed:
 * - a rollup's sums and counts, its minimums and maximums by their own kind, an amount converted to
 *   another currency (a sum);
 * - a rollup's stored exact distinct count, when every dimension the part groups by (its time
 *   grain too) is one the rollup declares it `sumsAcross` (a member belongs to one site);
 * - members' activity and the range counts: their counts are by site, and a member belongs to one
 *   site, so the sites' counts add up to the whole set's (as the range counts' own sums do).
 * Raw facts and members' spans are left to their own totals.
 */
export function partReaggregations(part: ModelPart): Map<string, Reaggregation> | undefined {
  const { model, source } = part;
  // raw facts, and members counted by a span's dimensions (a member counts in each group it played in)
  if (source.kind === 'raw' || source.kind === 'span') return undefined;
  const out = new Map<string, Reaggregation>();
  const grouped = [...part.dimensions, ...(part.grain ? ['stat_date'] : [])];
  for (const name of part.aggregates) {
    const m = model.measures[name] as AggregateMeasureDef;
    let how: Reaggregation | undefined;
    if (source.kind === 'activity') how = grouped.every((d) => source.activity.dimensions.includes(d)) ? 'sum' : undefined;
    else if (part.money && isConvertedMoney(m)) how = 'sum';
    else if (m.agg === 'countDistinct') {
      const exact = source.rollup.exactDistinct;
      const stored = !distinctRollupSql(model, m, source.rollup) && exact?.measures.includes(name);
      how = stored && grouped.every((d) => exact!.sumsAcross.includes(d)) ? 'sum' : undefined;
    } else if (m.agg === 'min' || m.agg === 'max') how = m.agg;
    else if (m.agg === 'sum' || m.agg === 'count') how = 'sum';
    if (!how) return undefined;
    out.set(name, how);
  }
  return out;
}
