import type { ResolvedRange } from '../../../src/engine/dates/presets';
import { measureParts } from '../../../src/engine/report/fields';
import type { ModelQuerySqlInput } from '../dialect/dialect';
import { figureProgram, type FigureProgram } from '../figures/program';
import type { RowTotals } from '../figures/types';
import { partReaggregations, type Reaggregation } from '../sql/reaggregate';
import type { ModelPart, ResidentDim, ResidentRead, ResidentTotals } from '../types';
import { lateAttributes, type LateAttributes } from './lateAttributes';

/**
 * A model query's plan, before any SQL and for any executor: the keys its periods group and join
 * by, each period's parts, where the totals row comes from, and the rows' aggregates with the
 * program that makes their figures (what DuckDB prints, and what the tables held in memory read).
 */
export interface ModelPlan {
  /** The keys the parts and periods group and join by: the output dimensions without the attributes looked up after them. */
  keys: readonly string[];
  /** Attributes of a key looked up once after the parts (a site's name by its id), where the warehouse looks them up. */
  late?: LateAttributes;
  /** The current period's parts, grouped by the keys. */
  parts: readonly ModelPart[];
  /** The previous period's parts (compare): only the compared measures' aggregates; none without a previous range. */
  prevParts: readonly ModelPart[];
  hasPrev: boolean;
  /** The period totals' parts (no keys, over the current range), where the query asks for them. */
  periodParts: readonly ModelPart[];
  /**
   * The totals row read beside the rows (`withTotals`), each period's: the aggregates of the models
   * whose groups add up, added up (`summed`), and the other models' own parts without keys (`own`).
   * Undefined where a model adds up neither way (a raw fact's parts: the totals' own statement runs).
   */
  totals?: { cur: ResidentTotals; prev: ResidentTotals };
  /** The rows' aggregates apart from their figures (built when asked, once); undefined where the web tier does not follow the figures. */
  figures(): RawPlan | undefined;
}

/**
 * The rows' aggregates apart from their figures: the program computing the figures from them and,
 * where every model adds up over the rows' groups, the totals row added up from the rows
 * (`program.rowTotals`, then `marked`: the previous period joined in full, the current period's rows
 * marked `__in`); and the same rows described for the tables held in memory, where each output
 * dimension is a key or a column looked up by one.
 */
export interface RawPlan {
  program: FigureProgram;
  marked: boolean;
  resident?: Omit<ResidentRead, 'limit'>;
}

/**
 * The totals row added up from the rows read, where every part's aggregates add up over the rows'
 * groups (sql/reaggregate.ts) and no period totals are asked: each aggregate the program reads by
 * its reaggregation.
 */
function rowTotals(program: FigureProgram, input: ModelQuerySqlInput, parts: readonly ModelPart[]): RowTotals | undefined {
  if (input.periodParts.length) return undefined;
  const adds = new Map<string, Reaggregation>();
  for (const p of parts) {
    const how = partReaggregations(p);
    if (!how) return undefined;
    how.forEach((h, a) => adds.set(a, h));
  }
  const columns: RowTotals['columns'][number][] = [];
  for (const r of program.reads) {
    const how = adds.get(r.measure);
    if (!how || r.rel === 'period') return undefined;
    columns.push({ column: r.column, rel: r.rel, how });
  }
  return { columns };
}

/** The totals row's pieces of each period (ModelPlan.totals), or undefined where a model adds up neither way. */
function totalsPieces(input: ModelQuerySqlInput, parts: readonly ModelPart[], prevParts: readonly ModelPart[]): ModelPlan['totals'] {
  const adds = new Map<string, Reaggregation>();
  const ownModels = new Set(parts.filter((p) => !partReaggregations(p)).map((p) => p.model));
  for (const p of parts) if (!ownModels.has(p.model)) partReaggregations(p)!.forEach((how, a) => adds.set(a, how));
  const ownParts = (input.totalsParts ?? []).filter((p) => ownModels.has(p.model));
  if (ownModels.size && (!input.totalsParts || ownParts.some((p) => p.source.kind === 'raw'))) return undefined;
  const piecesOf = (relParts: readonly ModelPart[], range: ResolvedRange | undefined): ResidentTotals => ({
    summed: [...new Set(relParts.filter((p) => !ownModels.has(p.model)).flatMap((p) => p.aggregates))].map((measure) => ({ measure, how: adds.get(measure)! })),
    own: ownParts.filter((o) => relParts.some((r) => r.model === o.model)),
    ...(range ? { range } : {}),
  });
  return { cur: piecesOf(parts, input.range), prev: piecesOf(prevParts, input.previousRange) };
}

/** Plans made, by their input: the plan stage's and the dialect's reads of one input share one. */
const plans = new WeakMap<ModelQuerySqlInput, { lookups: boolean; plan: ModelPlan }>();

/** A model query's plan (ModelPlan), made once per input; `lookups`: the warehouse looks a key's attributes up after the parts (Dialect.lookups). */
export function modelPlan(input: ModelQuerySqlInput, lookups: boolean): ModelPlan {
  const made = plans.get(input);
  if (made?.lookups === lookups) return made.plan;
  const plan = planOf(input, lookups);
  plans.set(input, { lookups, plan });
  return plan;
}

function planOf(input: ModelQuerySqlInput, lookups: boolean): ModelPlan {
  const compare: readonly string[] = input.query.compare?.measures ?? [];
  const late = lookups ? lateAttributes(input.parts, input.dimensions, input.rename) : undefined;
  const keys = late ? input.dimensions.filter((d) => !late.attributes.has(d)) : input.dimensions;
  const parts = late ? input.parts.map((p) => ({ ...p, dimensions: p.dimensions.filter((d) => !late.attributes.has(d)) })) : input.parts;
  const hasPrev = compare.length > 0 && input.previousRange !== undefined;
  // the previous period reads only what the compared measures need (not a model's other aggregates, such as a distinct count not compared)
  const compared = new Set(compare.flatMap((m) => measureParts(m, input.measures.get(m)!)));
  const prevParts = hasPrev ? parts.map((p) => ({ ...p, aggregates: p.aggregates.filter((a) => compared.has(a)) })).filter((p) => p.aggregates.length) : [];
  const totals = input.withTotals && !input.totals ? totalsPieces(input, parts, prevParts) : undefined;
  // the tables held in memory look a key's attributes up after the parts on any warehouse: where the
  // warehouse's own parts join them on their rows (ClickHouse), memory's parts group by the keys alone
  const heldLate = late ?? lateAttributes(input.parts, input.dimensions, input.rename);
  const stripped = (ps: readonly ModelPart[]) => (heldLate && !late ? ps.map((p) => ({ ...p, dimensions: p.dimensions.filter((d) => !heldLate.attributes.has(d)) })) : ps);
  const heldKeys = heldLate ? input.dimensions.filter((d) => !heldLate.attributes.has(d)) : input.dimensions;
  const residentDims = input.dimensions.map((d): ResidentDim | undefined => {
    if (!heldLate?.attributes.has(d)) return { name: input.rename?.[d] ?? d, key: d };
    const lookup = heldLate.columns.get(d);
    return lookup && { name: d, key: heldLate.keys.get(d)!, lookup };
  });
  const raw = (): RawPlan | undefined => {
    const program = figureProgram(input);
    if (!program) return undefined;
    const added = totals && rowTotals(program, input, parts);
    const marked = Boolean(added);
    const period = (periodParts: readonly ModelPart[], range: ResolvedRange | undefined) => ({ parts: periodParts, ...(range ? { range } : {}) });
    const resident = residentDims.some((d) => !d) ? undefined : {
      keys: heldKeys, cur: period(stripped(parts), input.range), ...(hasPrev ? { prev: period(stripped(prevParts), input.previousRange) } : {}),
      ...(input.periodParts.length ? { period: period(input.periodParts, input.range) } : {}),
      scope: input.scope, dims: residentDims as ResidentDim[], reads: program.reads, marked,
      ...(totals && !added ? { totals: { cur: totals.cur, ...(hasPrev ? { prev: totals.prev } : {}) } } : {}),
    };
    return { program: added ? { ...program, rowTotals: added } : program, marked, ...(resident ? { resident } : {}) };
  };
  let built: RawPlan | undefined | null;
  const figures = () => (built === undefined ? (built = raw() ?? null) : built) ?? undefined;
  return { keys, ...(late ? { late } : {}), parts, prevParts, hasPrev, periodParts: input.periodParts, ...(totals ? { totals } : {}), figures };
}
