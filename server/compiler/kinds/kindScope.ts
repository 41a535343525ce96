import type { ModelDefinition } from '../../../src/engine/definition/model';
import { CompileError } from '../errors';
import type { Params } from '../sql/params';
import { rollupTable } from '../../semantic/tables';
import { type Condition, type RowScope } from '../types';
import type { KindInput } from './kindEmitter';

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

/** The member × day rollup of a model storing every one of the measures, where present and rollups are in use: its table. */
export function memberDayRollup(input: KindInput, model: ModelDefinition, measures: readonly string[]): string | undefined {
  if (!input.useRollups) return undefined;
  const rollup = (model.rollups ?? []).find((r) => r.dimensions.includes('member_id') && measures.every((m) => r.measures.includes(m)) && input.catalog.has(rollupTable(model, r)));
  return rollup && rollupTable(model, rollup);
}
