import type { AggregateMeasureDef, ModelDefinition } from '../../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { PROMO_EFFECT_DAYS, type PromoEffectQuery } from '../../../../src/engine/kinds/promoEffect';
import { activityTable } from '../../../semantic/tables';
import { CompileError } from '../../errors';
import type { KindInput } from '../kind';
import { memberDayRollup } from '../shared/scope';

/** The money figures compared, read from their model's measure so they mean what they mean everywhere. */
const MONEY = { dpst_amt: 'dpst_amt', house_net_win: 'house_net_win' } as const;

/** A measure summed over the before and the after window of the members compared. */
export interface WindowSum {
  figure: string;
  model: ModelDefinition;
  measure: AggregateMeasureDef;
  /** A member × day rollup storing it (DuckDB reads it where present). */
  rollup?: string;
  /** The measure's name, the rollup's column. */
  name: string;
}

export interface PromoEffectPlan {
  range: ResolvedRange;
  /** Days in each window. */
  days: number;
  money: WindowSum[];
  /** The members' login days by month (a bit a day) where present and rollups are in use; else fact_login. The ClickHouse hook reads the fact. */
  activity?: string;
}

/** The promoEffect kind's plan, for every dialect: promotions starting in the range, each member compared before and after. */
export function planPromoEffect(q: PromoEffectQuery, input: KindInput): PromoEffectPlan {
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const days = q.days ?? PROMO_EFFECT_DAYS;
  if (!Number.isInteger(days) || days < 1) throw new CompileError(9400, 'window days must be a whole number of days');
  const money = Object.entries(MONEY).map(([figure, name]): WindowSum => {
    const model = input.registry.measures.get(name)!;
    const measure = model.measures[name] as AggregateMeasureDef;
    if (measure.agg !== 'sum' || measure.join) throw new CompileError(9000, `measure '${name}' cannot be compared over windows`);
    return { figure, model, measure, name, rollup: memberDayRollup(input, model, [name]) };
  });
  const login = input.registry.models.get('login')!;
  const table = activityTable(login);
  const activity = input.useRollups && login.activity?.measures.includes('login_dau') && input.catalog.has(table) ? table : undefined;
  return { range: input.range, days, money, activity };
}
