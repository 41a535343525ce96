import type { ReportDefinition } from '../../../src/engine/definition/report';
import { advancedConditions } from './advancedConditions';
import { previousPeriod, resolveRange, type DateRangeValue, type ResolvedRange } from '../../../src/engine/dates/presets';
import { filterWidget } from '../../../src/engine/filters/filterWidgets';
import { CompileError } from '../errors';
import type { MoneyConversion } from '../rateBook';
import type { Condition, RowScope } from '../types';

export interface ResolvedFilters {
  range?: ResolvedRange;
  previousRange?: ResolvedRange;
  conditions: Condition[];
  /** Values of `param` filters (time grain, metrics, a named kind's parameters). */
  params: Record<string, unknown>;
  /** The row scope after single-site narrowing. */
  scope: RowScope;
  /** Money in another currency than the base: set by the currency stage (stages/currency.ts). */
  money?: MoneyConversion;
}

/**
 * Filter values (or their defaults) → a date range, dimension conditions and parameters.
 * Row scope: a single-site report narrows the scope to the one site picked (which must be in scope,
 * else 8046), defaulting to the operator's first site.
 */
export function resolveFilters(report: ReportDefinition, values: Record<string, unknown>, today: string, scope: RowScope): ResolvedFilters {
  const out: ResolvedFilters = { conditions: [], params: {}, scope };
  for (const f of report.filters) {
    let value = values[f.key] ?? f.default;
    if (f.widget === 'site' && value === undefined) value = scope.siteIds[0];
    if (value === undefined || value === null || value === '') {
      if (f.required) throw new CompileError(9400, `filter '${f.key}' is required`);
      continue;
    }
    if (f.param) out.params[f.param] = value;
    if (f.widget === 'conditions') {
      out.conditions.push(...advancedConditions(f, value));
      continue;
    }
    if (!f.dimension) continue;
    const binding = filterWidget(f.widget).binding;
    if (binding === 'range') {
      const v = (typeof value === 'string' ? { preset: value } : value) as DateRangeValue;
      try {
        out.range = resolveRange(v, today);
      } catch (e) {
        throw new CompileError(9400, (e as Error).message);
      }
      out.previousRange = previousPeriod(out.range);
    } else if (binding === 'in') {
      const list = value as (string | number)[];
      if (list.length) out.conditions.push({ dimension: f.dimension, op: 'in', values: list });
    } else if (binding === 'eq') {
      out.conditions.push({ dimension: f.dimension, op: 'eq', value: value as string | number });
    } else if (binding === 'contains') {
      out.conditions.push(f.exact ? { dimension: f.dimension, op: 'eq', value: String(value) } : { dimension: f.dimension, op: 'contains', value: String(value) });
    }
    if (f.widget === 'site') {
      if (!scope.siteIds.includes(value as number)) throw new CompileError(8046, 'Privilege not enough');
      out.scope = { siteIds: [value as number] };
    }
  }
  return out;
}
