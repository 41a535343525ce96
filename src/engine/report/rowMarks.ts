import type { ReportDefinition } from '../definition/report';
import { PROMO_EFFECT_DAYS, promoEffectDays } from '../kinds/promoEffect';
import { timeGrainOf } from './timeGrain';
import { periodEnd, periodStart } from '../dates/periods';

/**
 * Rows whose figures cover less than the others beside them: the grid marks the cell of `field`
 * in each row whose value is one of `values`, and the period line explains the mark with the text
 * of `noteKey` (its `vars` filled in).
 */
export interface RowMark {
  field: string;
  /** The field whose value picks the rows (`field` itself when absent). */
  by?: string;
  values: (string | number)[];
  noteKey: string;
  vars: Record<string, string | number>;
}

/** What a marked cell ends with, and its note in the period line starts with. */
export const ROW_MARK = '*';

/** Whether the cell of `field` in `row` is marked: the row's value of the mark's `by` (else of `field`) is one of its values. */
export function cellMarked(marks: readonly RowMark[] | undefined, field: string, row: Readonly<Record<string, unknown>> | undefined): boolean {
  return Boolean(row && marks?.some((m) => m.field === field && m.values.includes(row[m.by ?? field] as string | number)));
}

/**
 * The marks of a result's rows: at a week or month grain, the periods the range cuts (the first
 * starting before it, the last ending after it: they count only the days inside it); for a
 * promotion's effect, the promotions with fewer days after their start than the window (the totals
 * row leaves them out); for cohorts, the checkpoints not every member has reached yet.
 */
export function rowMarks(def: Pick<ReportDefinition, 'query'>, rows: readonly Record<string, unknown>[], range: { from: string; to: string } | undefined,
  params: Readonly<Record<string, unknown>>, dataEnd?: string): RowMark[] {
  const q = def.query;
  const time = q.kind === 'model' ? timeGrainOf(def, params) : undefined;
  if (time && range) {
    const { grain } = time;
    if (grain === 'day' || rows.length === 0) return [];
    // the range's first and last periods, where it cuts them: known from the range, whichever rows the page holds
    const first = periodStart(range.from, grain);
    const last = periodStart(range.to, grain);
    // a period starting after the last day of data has no row to mark (the note would explain a mark nowhere)
    const cut = [...new Set([...(first < range.from ? [first] : []), ...(periodEnd(last, grain) > range.to ? [last] : [])])].filter((p) => !dataEnd || p <= dataEnd);
    return cut.length ? [{ field: time.field, values: cut, noteKey: `renderers.marks.cut.${grain}`, vars: range }] : [];
  }
  if (q.kind === 'promoEffect') {
    const asked = promoEffectDays(q as { days?: number | { param: string } }, params);
    const days = typeof asked === 'number' ? asked : PROMO_EFFECT_DAYS;
    const short = [...new Set(rows.map((r) => r.effect_days_after).filter((d): d is number => typeof d === 'number' && d < days))].sort((a, b) => a - b);
    return short.length ? [{ field: 'effect_days_after', values: short, noteKey: 'renderers.marks.shortWindow', vars: { days } }] : [];
  }
  if (q.kind === 'cohort') return partialCohorts(q as { checkpoints: { unit: string; at: readonly number[] } }, rows);
  return [];
}

/**
 * A cohort's checkpoints that only some of its members have reached by the last day of data: the
 * share there is of those who have (`retained_<N>_eligible` of `cohort_count`), the cell marked in
 * each such row (a cohort's latest non-empty cell, where its members' first days spread over its period).
 */
function partialCohorts(q: { checkpoints: { unit: string; at: readonly number[] } }, rows: readonly Record<string, unknown>[]): RowMark[] {
  const noteKey = `renderers.marks.partialCohort.${q.checkpoints.unit}`;
  return q.checkpoints.at.flatMap((n) => {
    const values = rows.filter((r) => {
      const eligible = Number(r[`retained_${n}_eligible`]);
      return eligible > 0 && eligible < Number(r.cohort_count);
    }).map((r) => r.cohort_period as string);
    return values.length ? [{ field: `retained_${n}_rate`, by: 'cohort_period', values, noteKey, vars: {} }] : [];
  });
}
