import type { ConditionFieldDef } from '../definition/filters';

/**
 * Why a number field's value cannot be searched, as a message key and its values (the number
 * filters' words), or null: a number, within the field's bounds and a safe integer's, whole where asked.
 */
export function numberProblem(def: Pick<ConditionFieldDef, 'integer' | 'min' | 'max'>, raw: string): { key: string; limit?: number } | null {
  const v = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(v)) return { key: 'renderers.filters.invalid' };
  if (def.integer && !Number.isInteger(v)) return { key: 'renderers.filters.whole' };
  const min = Math.max(def.min ?? -Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(def.max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (v < min) return { key: 'renderers.filters.atLeast', limit: min };
  if (v > max) return { key: 'renderers.filters.atMost', limit: max };
  return null;
}
