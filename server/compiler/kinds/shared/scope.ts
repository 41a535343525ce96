import type { AggregateMeasureDef, ModelDefinition } from '../../../../src/engine/definition/model';
import { CompileError } from '../../errors';
import type { Params } from '../../sql/params';
import { chooseSource } from '../../stages/chooseSource';
import { type Condition, type RowScope } from '../../types';
import type { KindInput } from '../kind';
import { localColumn } from '../../../semantic/money';
import { factMoney, rollupMoney } from './money';
import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { rollupFrom } from '../../sql/rollupFrom';

/** The filter conditions a kind applies through one model; a filter the model cannot answer is refused, never ignored. */
export function conditionsOf(model: ModelDefinition, conditions: readonly Condition[]): Condition[] {
  const unknown = conditions.find((c) => !model.dimensions[c.dimension]);
  if (unknown) throw new CompileError(9400, `cannot filter by '${unknown.dimension}' here`);
  return [...conditions];
}

/** `f.site_id IN (…)`: the row scope of a fact read aliased `f`. */
export function siteScopeSql(scope: RowScope, params: Params): string {
  return `f.site_id IN ${scope.siteIds.length ? params.list(scope.siteIds) : '(NULL)'}`;
}

/** YYYY-MM-DD shifted by whole days. */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The member × day rollup of a model storing every one of the measures, where present and rollups
 * are in use (chosen by the compiler's one chooseSource): its table.
 */
export function memberDayRollup(input: KindInput, model: ModelDefinition, measures: readonly string[]): string | undefined {
  const source = chooseSource(model, { dimensions: ['site_id', 'member_id'], conditionDimensions: [], aggregates: measures, grain: 'day' }, input.catalog, input.useRollups);
  return source.kind === 'rollup' ? source.table : undefined;
}

/**
 * Member × day turnover and net win in the request's currency (kinds/shared/money.ts): the gaming
 * model's member × day rollup (its sums and own-currency sums), else the fact's columns.
 */
export function memberDaySource(input: KindInput, params: Params): { table: string; from: string; apv: string; win: string } {
  const rollup = memberDayRollup(input, input.registry.models.get('gaming')!, ['apv_bet', 'house_net_win']);
  if (rollup) {
    const [apv, win] = ['apv_bet', 'house_net_win'].map((m) => (input.money ? rollupMoney(input, params, '', m, localColumn(m)) : m));
    return { table: rollup, from: `"${rollup}"`, apv, win };
  }
  return { table: 'fact_game_day', from: 'fact_game_day', apv: factMoney(input, params, '', 'apv_bet_base'), win: factMoney(input, params, '', 'house_net_win_base') };
}

/**
 * A measure's filter (what makes a row count: a deposit, a withdrawal), read by name from its
 * model, its columns unqualified for a read of that model's fact alone.
 */
export function measureFilter(input: KindInput, measure: string): string {
  const where = (input.registry.measures.get(measure)?.measures[measure] as AggregateMeasureDef | undefined)?.where;
  if (!where) throw new CompileError(9000, `measure '${measure}' has no filter`);
  return where.replace(/\bf\./g, '');
}

/** What a deposit and a withdrawal are, from the transaction model's `dpst_count` and `wdrl_count`. */
export const moneyFilters = (input: KindInput) => ({ deposited: measureFilter(input, 'dpst_count'), withdrawn: measureFilter(input, 'wdrl_count') });

/**
 * A model's member rollup storing every one of the sums and counts `measures`, for sums per member over a
 * range: its month rollup's rows of the range's whole months with its day rollup's rows of the edge days
 * (sql/rollupFrom.ts; money converted at a day's rate reads the day rollup alone), aliased `f` (`as`: ClickHouse's `AS `); none
 * when rollups are off or missing. Sums and counts add up over days; a distinct count would not.
 */
export function memberPeriodSource(input: KindInput, modelName: string, measures: readonly string[], range: ResolvedRange, params: Params, as = ''): { from: string; tables: string[] } | undefined {
  const model = input.registry.models.get(modelName);
  if (!model) throw new CompileError(9000, `the ${modelName} model is missing`);
  const source = chooseSource(model, { dimensions: ['site_id', 'member_id'], conditionDimensions: [], aggregates: measures, converted: Boolean(input.money) }, input.catalog, input.useRollups);
  if (source.kind !== 'rollup') return undefined;
  return { from: rollupFrom(model, source, range, params, as), tables: source.days ? [source.table, source.days] : [source.table] };
}
