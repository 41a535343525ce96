import type { AggregateMeasureDef, ModelDefinition } from '../../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import type { Registry } from '../../../../src/engine/registry/buildRegistry';
import { PROMO_EFFECT_ACTIVE, PROMO_EFFECT_DAYS, promoEffectDays, promoEffectFigures, type PromoEffectQuery } from './spec';
import { activityTable } from '../../../semantic/tables';
import { comparableMeasure, PROMO_EFFECT_TABLE, promoEffectSums } from '../../../semantic/promoEffectDays';
import { CompileError } from '../../errors';
import type { KindInput } from '../kind';
import { memberDayRollup, shiftDay } from '../shared/scope';

/**
 * The money measures a promotion's effect can compare, by name: sums of money over a fact keyed by
 * member and day (`f.member_id`, `f.stat_date`) needing no join, so the windows of the members
 * compared read it alone. Read from the models, so a figure means what its measure means everywhere.
 */
export function comparableMeasures(registry: Pick<Registry, 'measures'>): string[] {
  return [...registry.measures].filter(([name, model]) => comparableMeasure(model, name)).map(([name]) => name).sort();
}

/** A measure summed over the before and the after window of the members compared. */
export interface WindowSum {
  figure: string;
  model: ModelDefinition;
  measure: AggregateMeasureDef;
  /** A member × day rollup storing it (DuckDB reads it where present). */
  rollup?: string;
  /**
   * The promotions' window sums built at load holding it (semantic/promoEffectDays.ts): read in its
   * place for the default windows in the base currency (a converted day's sum would round other than
   * its member-days converted one by one).
   */
  windowSums?: string;
  /** The measure's name, the rollup's column. */
  name: string;
}

export interface PromoEffectPlan {
  range: ResolvedRange;
  /** The figures compared, in their columns' order (`active` and money measures' names). */
  figures: readonly string[];
  /** Whether `active` is among them. */
  active: boolean;
  /** Days in each window. */
  days: number;
  money: WindowSum[];
  /** With `active`: the members' login days by month (a bit a day) where present and rollups are in use; else fact_login. */
  activity?: string;
  /**
   * Every window at once, as days: the before window of the range's first day to the after window
   * of its last, cut at the last day with data. A read of the member-days binds it, so a fact's scan
   * skips the days no window needs.
   */
  span: { from: string; to: string };
}

/** The promoEffect kind's plan, for every dialect: promotions starting in the range, each member compared before and after. */
export function planPromoEffect(q: PromoEffectQuery, input: KindInput): PromoEffectPlan {
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const days = promoEffectDays(q, input.params);
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 90) throw new CompileError(9400, `window days must be a whole number of days from 1 to 90${typeof q.days === 'object' ? ` (the parameter '${q.days.param}')` : ''}`);
  const figures = promoEffectFigures(q);
  const valid = comparableMeasures(input.registry);
  for (const f of figures) {
    if (f !== PROMO_EFFECT_ACTIVE && !valid.includes(f)) {
      throw new CompileError(9000, `promoEffect cannot compare '${f}': a figure is '${PROMO_EFFECT_ACTIVE}' or a money measure summed over a member-keyed fact (${valid.join(', ')})`);
    }
  }
  if (new Set(figures).size !== figures.length) throw new CompileError(9000, `promoEffect figures are named twice: ${figures.join(', ')}`);
  const stored = new Set(input.useRollups && days === PROMO_EFFECT_DAYS && !input.money && input.catalog.has(PROMO_EFFECT_TABLE)
    ? promoEffectSums([...input.registry.models.values()]).map((s) => s.measure) : []);
  const money = figures.filter((f) => f !== PROMO_EFFECT_ACTIVE).map((name): WindowSum => {
    const model = input.registry.measures.get(name)!;
    return { figure: name, model, measure: model.measures[name] as AggregateMeasureDef, name, rollup: memberDayRollup(input, model, [name]), windowSums: stored.has(name) ? PROMO_EFFECT_TABLE : undefined };
  });
  const active = figures.includes(PROMO_EFFECT_ACTIVE);
  const login = input.registry.models.get('login')!;
  const table = activityTable(login);
  const activity = active && input.useRollups && login.activity?.measures.includes('login_dau') && input.catalog.has(table) ? table : undefined;
  const lastAfter = shiftDay(input.range.to, days - 1);
  const span = { from: shiftDay(input.range.from, -days), to: lastAfter < input.dataEnd ? lastAfter : input.dataEnd };
  return { range: input.range, days, figures, active, money, activity, span };
}
