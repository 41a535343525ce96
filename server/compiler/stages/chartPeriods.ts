import type { ReportDefinition } from '../../../src/engine/definition/report';
import { periodsBetween } from '../../../src/engine/dates/periods';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import type { TimeGrainMeta } from '../../../src/engine/report/timeGrain';
import type { ChartData } from '../../../src/engine/request/types';
import { ZERO_OVER_NO_ROWS } from '../figures/program';
import { CHART_POINT_LIMIT } from '../sql/order';
import type { ChartPlan } from '../plan';

/**
 * The figures a period without rows holds as 0: a measure summed or counted, and a derived sum or
 * difference of such. A ratio, average, extreme, share, rank, growth or running sum has no value there.
 */
export function zeroWhereNoRows(def: Pick<ReportDefinition, 'query'>, registry: Pick<Registry, 'measures'>, fields: readonly string[]): Set<string> {
  const q = def.query;
  const derived = q.kind === 'model' ? q.derived ?? [] : [];
  // a derived field's operands are measures or fields derived before it
  const adds = (field: string): boolean => {
    const measure = registry.measures.get(field)?.measures[field];
    if (measure) return 'agg' in measure && ZERO_OVER_NO_ROWS.has(measure.agg);
    const d = derived.find((x) => x.field === field);
    return Boolean(d?.op && d.op !== 'divide' && d.of.every(adds));
  };
  return new Set(fields.filter((f) => adds(f)));
}

/**
 * A chart over time shows every day, week or month of the period the data covers, not only those
 * with rows: a period without rows is drawn as 0 where the figure sums or counts (`zero`), as a gap
 * where it has no value (a rate). A split series keeps its own blanks (a site's days before its
 * first, as a trend draws them). A chart read whole (fewer rows than its limit) and holding rows is
 * filled; others are left as read.
 */
export function everyPeriod(data: ChartData, plan: ChartPlan, time: TimeGrainMeta | undefined, range: { from: string; to: string } | undefined,
  days: { dataStart?: string; dataEnd: string }, zero: ReadonlySet<string>, whole: boolean): ChartData {
  if (!time || !range || plan.chart.x !== time.field || !whole || data.categories.length === 0) return data;
  if (!data.categories.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(String(c)))) return data;
  const from = days.dataStart && days.dataStart > range.from ? days.dataStart : range.from;
  const to = days.dataEnd < range.to ? days.dataEnd : range.to;
  const periods = periodsBetween(from, to, time.grain, CHART_POINT_LIMIT);
  if (!periods) return data;
  const read = new Map(data.categories.map((c, i) => [String(c), i]));
  const categories = [...new Set([...periods, ...read.keys()])].sort();
  if (categories.length === data.categories.length) return data;
  return {
    ...data,
    categories,
    series: data.series.map((s) => {
      const none = zero.has(s.field) ? 0 : null;
      return { ...s, data: categories.map((c) => { const i = read.get(c); return i === undefined ? none : s.data[i]; }) };
    }),
  };
}
