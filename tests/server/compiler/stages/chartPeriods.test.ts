import { beforeAll, describe, expect, it } from 'vitest';
import { everyPeriod, zeroWhereNoRows } from '../../../../server/compiler/stages/chartPeriods';
import type { ChartPlan } from '../../../../server/compiler/plan';
import { loadRegistry } from '../../../../server/definitions/discover';
import type { Registry } from '../../../../src/engine/registry/buildRegistry';
import type { ChartData } from '../../../../src/engine/request/types';

let registry: Registry;
beforeAll(async () => { registry = await loadRegistry(); });

const line = (series: string[], splitBy?: string): ChartPlan => ({ chart: { type: 'line', x: 'stat_date', series, ...(splitBy ? { splitBy } : {}) }, series });
const days = { dataStart: '2026-01-01', dataEnd: '2026-11-28' };
const data = (categories: string[], ...series: [string, (number | null)[]][]): ChartData => ({ categories, series: series.map(([field, values]) => ({ name: field, field, data: values })) });

describe('a chart over time shows every period of the range', () => {
  it('a day without rows: 0 for a sum or count, a gap for a ratio; the days read keep their figures', () => {
    const zero = zeroWhereNoRows({ query: { kind: 'model', dimensions: [], measures: ['dpst_amt', 'dpst_dau', 'house_edge'] } }, registry, ['dpst_amt', 'dpst_dau', 'house_edge']);
    expect([...zero]).toEqual(['dpst_amt', 'dpst_dau']);
    const read = data(['2026-11-02', '2026-11-05'], ['dpst_amt', [10, 20]], ['house_edge', [0.1, null]]);
    const out = everyPeriod(read, line(['dpst_amt', 'house_edge']), { field: 'stat_date', grain: 'day' }, { from: '2026-11-02', to: '2026-11-05' }, days, zero, true);
    expect(out.categories).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect(out.series.map((s) => s.data)).toEqual([[10, 0, 0, 20], [0.1, null, null, null]]);
  });

  it('weeks from the Monday of the first, months from the first day; a derived sum or difference is 0, a quotient a gap', () => {
    const q = { kind: 'model' as const, dimensions: [], measures: ['dpst_amt', 'wdrl_amt', 'reg_dau'] as const, derived: [{ field: 'net', op: 'subtract' as const, of: ['dpst_amt', 'wdrl_amt'] as const, format: 'amount' as const }, { field: 'per', op: 'divide' as const, of: ['dpst_amt', 'reg_dau'] as const, format: 'amount' as const }] };
    const zero = zeroWhereNoRows({ query: q }, registry, ['net', 'per']);
    expect([...zero]).toEqual(['net']);
    const weeks = everyPeriod(data(['2026-10-26', '2026-11-09'], ['net', [1, 2]], ['per', [3, 4]]), line(['net', 'per']), { field: 'stat_date', grain: 'week' }, { from: '2026-10-28', to: '2026-11-12' }, days, zero, true);
    expect(weeks.categories).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(weeks.series.map((s) => s.data)).toEqual([[1, 0, 2], [3, null, 4]]);
    const months = everyPeriod(data(['2026-08-01'], ['net', [5]]), line(['net']), { field: 'stat_date', grain: 'month' }, { from: '2026-07-15', to: '2026-09-30' }, days, zero, true);
    expect(months.categories).toEqual(['2026-07-01', '2026-08-01', '2026-09-01']);
  });

  it('only the days the data covers; a split series keeps its own blanks; a chart cut at its limit, empty or not over time is left as read', () => {
    const zero = new Set(['dpst_amt']);
    const day = { field: 'stat_date', grain: 'day' as const };
    const late = everyPeriod(data(['2026-11-27'], ['dpst_amt', [1]]), line(['dpst_amt']), day, { from: '2026-11-26', to: '2026-12-03' }, days, zero, true);
    expect(late.categories).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    const split = everyPeriod(data(['2026-11-02', '2026-11-04'], ['dpst_amt', [null, 3]]), line(['dpst_amt'], 'site_name'), day, { from: '2026-11-02', to: '2026-11-04' }, days, zero, true);
    expect(split.series[0].data).toEqual([null, 0, 3]);
    const cut = data(['2026-11-02', '2026-11-04'], ['dpst_amt', [1, 3]]);
    expect(everyPeriod(cut, line(['dpst_amt']), day, { from: '2026-11-02', to: '2026-11-04' }, days, zero, false)).toBe(cut);
    const none = data([], ['dpst_amt', []]);
    expect(everyPeriod(none, line(['dpst_amt']), day, { from: '2026-11-02', to: '2026-11-04' }, days, zero, true)).toBe(none);
    const bars = { chart: { type: 'column' as const, x: 'site_name', series: ['dpst_amt'] }, series: ['dpst_amt'] };
    const sites = data(['A', 'B'], ['dpst_amt', [1, 2]]);
    expect(everyPeriod(sites, bars, day, { from: '2026-11-02', to: '2026-11-04' }, days, zero, true)).toBe(sites);
  });
});
