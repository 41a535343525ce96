import { createErrorHandler, unwrapErrorHandler } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { FilterDef } from '../../../../src/engine/definition/filters';
import type { FilterValues } from '../../../../src/engine/request/cleanFilters';
import { customRangeCheck } from '../../../../src/renderers/filters/customRangeCheck';

const defs = [{ key: 'range', widget: 'dateRange' }] as unknown as FilterDef[];
const t = (key: string) => key;

function errorsOf(range: Record<string, unknown>): string[] {
  const formData: FilterValues = { range };
  const handler = customRangeCheck(defs, t)(formData, createErrorHandler(formData));
  const schema = unwrapErrorHandler(handler) as { range?: { __errors?: string[] } };
  return schema.range?.__errors ?? [];
}

describe('a custom range before searching', () => {
  it('asks for both dates', () => {
    expect(errorsOf({ preset: 'custom', from: '2026-03-01' })).toEqual(['renderers.filters.pickDates']);
  });
  it('refuses a start after the end', () => {
    expect(errorsOf({ preset: 'custom', from: '2026-05-31', to: '2026-03-01' })).toEqual(['renderers.filters.datesReversed']);
  });
  it('takes a range in order, a one-day range and a preset', () => {
    expect(errorsOf({ preset: 'custom', from: '2026-03-01', to: '2026-05-31' })).toEqual([]);
    expect(errorsOf({ preset: 'custom', from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
    expect(errorsOf({ preset: 'prev30' })).toEqual([]);
  });
});
