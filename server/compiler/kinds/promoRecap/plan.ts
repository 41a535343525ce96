import type { AggregateMeasureDef } from '../../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import type { PromoRecapQuery } from './spec';
import { CompileError } from '../../errors';
import type { KindInput } from '../kind';
import { memberDayRollup } from '../shared/scope';
import { localColumn, localMoneySql } from '../../../semantic/money';
import { PROMO_SEGMENTS_TABLE } from '../../../semantic/promoSegments';

/** A money figure's SQL in the base currency and in the site's own (a rollup's `_local` sums, the fact's own-currency columns). */
export interface MoneySql { base: string; local: string }

export interface PromoRecapPlan {
  range: ResolvedRange;
  /**
   * Where the participants' turnover and GGR are read, with the SQL of the two figures: a member ×
   * day rollup storing both (a fraction of the fact's rows), else the fact. The ClickHouse hook reads the fact.
   */
  play: { table: string; apv: MoneySql; win: MoneySql };
  /**
   * The members' play by promotion segment (semantic/promoSegments.ts), where the play is read from
   * the member × day rollup in the base currency: a segment inside the range is read as one row.
   * Converted money is read by day (each day at its rate).
   */
  segments?: string;
}

/** The promoRecap kind's plan, for every dialect: promotions overlapping the range, each measured on the days of the overlap. */
export function planPromoRecap(_q: PromoRecapQuery, input: KindInput): PromoRecapPlan {
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const gaming = input.registry.models.get('gaming')!;
  const rollup = memberDayRollup(input, gaming, ['apv_bet', 'house_net_win']);
  const measure = (name: string): MoneySql => {
    const sql = (gaming.measures[name] as AggregateMeasureDef).sql!;
    return { base: sql, local: localMoneySql(sql) };
  };
  const stored = (name: string): MoneySql => ({ base: `f.${name}`, local: `f.${localColumn(name)}` });
  const play = rollup ? { table: rollup, apv: stored('apv_bet'), win: stored('house_net_win') } : { table: gaming.table, apv: measure('apv_bet'), win: measure('house_net_win') };
  const segments = rollup && input.useRollups && !input.money && input.catalog.has(PROMO_SEGMENTS_TABLE) ? PROMO_SEGMENTS_TABLE : undefined;
  return { range: input.range, play, ...(segments ? { segments } : {}) };
}
