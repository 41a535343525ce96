import type { ChartDef } from '../../engine/definition/report';
import type { ChartData } from '../../engine/request/types';

/**
 * The charts an answer's chart data is drawn as: one, or, split by a dimension (one line per site)
 * with several figures chosen, one a figure, each with that figure's series, in the order chosen.
 */
export function chartsOf(def: ChartDef, data: ChartData): ChartData[] {
  if (!def.splitBy) return [data];
  const fields = [...new Set(data.series.map((s) => s.field))];
  if (fields.length <= 1) return [data];
  return fields.map((field) => ({ ...data, series: data.series.filter((s) => s.field === field) }));
}
