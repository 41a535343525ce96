import type { ResolvedRange } from '../../../src/engine/dates/presets';
import { addDays } from '../rateBook';
import type { ModelPart, Source } from '../types';

type SpanSource = Extract<Source, { kind: 'span' }>;

/** Ranges longer than this many days read a span; shorter ones the fact, unless few members can straddle them. */
const SPAN_MIN_DAYS = 92;
/** A range ending at most this many days before the warehouse's last day (or starting as close to its first) reads a span. */
const SPAN_EDGE_DAYS = 1;

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * Does a range read the span, or the fact (as a raw part)? Both dialects decide alike. The span's cost is the fact rows of the
 * members straddling the range: none where the range starts at or before the warehouse's first day
 * or ends at or after its last, or ends the day before the last (the presets ending yesterday: a
 * member's last-but-one day decides); few over a long range; within a
 * short one, most of a month's rows (DuckDB at scale 100, a 30-day range mid-history: 5.3 s against 2.2 s
 * from the fact; ending the day before the last: 0.9 s against 1.9 s, 78k straddling rows of 1.36M;
 * ending a week before it: 3.5 s against 2.0 s, 417k; 90 days: even; one year: 10.5 s against
 * 13.4 s; two years: 1.2 s against 16 s).
 */
export function readsSpan(source: SpanSource, range: ResolvedRange | undefined): boolean {
  if (!range) return true;
  const { history } = source;
  if (history && (days(history.from, range.from) <= SPAN_EDGE_DAYS || days(range.to, history.to) <= SPAN_EDGE_DAYS)) return true;
  return days(range.from, range.to) + 1 > SPAN_MIN_DAYS;
}


/**
 * Does a range read the span on a current ClickHouse? Only where no member can straddle it (it
 * starts on or before the warehouse's first day, or ends on its last but one or later: a
 * last-but-one day is before the last), so the span's rows alone give its members, and it is
 * longer than SPAN_MIN_DAYS. The fact, sorted by site and day there, reads shorter ranges faster,
 * and checking the straddling members on it costs more than reading the range (chDB 26, demo
 * warehouse, one site's game stats: the 30 days ending yesterday 55 ms from the span against 43
 * from the fact; a year amid the data 90 against 67, with straddlers checked; two years ending
 * yesterday, osw recap 98 against 157).
 */
export function readsSpanAlone(source: SpanSource, range: ResolvedRange | undefined): boolean {
  if (!range) return true;
  const { history } = source;
  if (!history || days(range.from, range.to) + 1 <= SPAN_MIN_DAYS) return false;
  return range.from <= history.from || range.to >= addDays(history.to, -1);
}

/** A part as a current ClickHouse reads it over `range`: a span's part that reads the fact there (readsSpanAlone) is a raw part. */
export const readAlone = (part: ModelPart, range: ResolvedRange | undefined): ModelPart =>
  (part.source.kind === 'span' && !readsSpanAlone(part.source, range) ? { ...part, source: { kind: 'raw' } } : part);

/**
 * What a span's part reads over a range, as a dialect reads it (Dialect.spanReads): `table`, the span's or the fact's;
 * `straddlers`, the fact whose rows of the members who may straddle the range are checked beside the span's (DuckDB).
 * The plan's text says it for each period (planText.ts). A step's tables (its `reads`, the answer's `meta.source`) still
 * name the span's table for any range: they decide which statements keep their plans (keepPlan.ts), and naming the fact
 * there lost kept plans that were faster on the demo warehouse (game ranking's default, its previous month read from
 * the fact: 22–26 ms a request kept, 28–33 planned each time), which wants measuring at scale 100 before it changes.
 */
export interface SpanReads {
  table: string;
  straddlers?: string;
}

/** How DuckDB reads a span's part over `range` (readsSpan): the span's rows, the fact's of the members who may straddle it; else the fact. */
export function duckSpanReads(part: ModelPart, range: ResolvedRange | undefined): SpanReads {
  const source = part.source as SpanSource;
  return readsSpan(source, range) ? { table: source.table, ...(range ? { straddlers: part.model.table } : {}) } : { table: part.model.table };
}

/** How a current ClickHouse reads a span's part over `range` (readsSpanAlone): the span's rows alone, else the fact. */
export function aloneSpanReads(part: ModelPart, range: ResolvedRange | undefined): SpanReads {
  const source = part.source as SpanSource;
  return { table: readsSpanAlone(source, range) ? source.table : part.model.table };
}
