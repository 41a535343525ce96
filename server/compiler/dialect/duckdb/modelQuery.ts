import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { measureParts } from '../../../../src/engine/report/fields';
import { laterColumns, stagedFigureColumns } from '../../sql/figures';
import { ident, type Params } from '../../sql/params';
import { partReaggregations, type Reaggregation } from '../../sql/reaggregate';
import type { ModelPart, RowScope } from '../../types';
import type { DeferredRelation, ModelQuerySqlInput, RawRelation, ResRelation } from '../dialect';
import { figureProgram, type FigureProgram } from '../../figures/program';
import { TOTALS_COLUMN_PREFIX, type RowTotals } from '../../figures/types';
import { lateAttributes } from './attributes';
import { deferredRelation } from './deferred';
import { windowColumns } from './windowFigures';
import { modelPartSql } from './part';
import type { ResidentDim, ResidentTotals } from '../../types';

/**
 * `name AS (…)`: the models' aggregates side by side on the shared dimensions. Stacked by name and
 * grouped rather than FULL JOINed, because GROUP BY puts NULL keys together where a join would not
 * (a member without a channel or agent would otherwise split into one row per model).
 */
function joinedParts(name: string, parts: ModelPart[], dims: readonly string[], range: ResolvedRange | undefined, scope: RowScope, params: Params): string[] {
  const ctes = parts.map((p, i) => `${name}_${i} AS (${modelPartSql(p, range, scope, params)})`);
  const rels = parts.map((_, i) => `${name}_${i}`);
  if (rels.length === 1) return [...ctes, `${name} AS (SELECT * FROM ${rels[0]})`];
  if (!dims.length) return [...ctes, `${name} AS (SELECT * FROM ${rels.join(' CROSS JOIN ')})`];
  const aggregates = parts.flatMap((p) => p.aggregates.map((a) => `max(${ident(a)}) AS ${ident(a)}`));
  const stacked = rels.map((r) => `SELECT * FROM ${r}`).join(' UNION ALL BY NAME ');
  return [...ctes, `${name} AS (SELECT ${dims.map(ident).join(', ')}, ${aggregates.join(', ')} FROM (${stacked}) GROUP BY ALL)`];
}

/** `<f>_running`: a sum over time within the other dimensions; the totals row has no time, so it holds the whole period's sum. */
function runningSums(fields: readonly string[], dims: readonly string[], rename: Readonly<Record<string, string>> | undefined, totals: boolean): string[] {
  const partition = dims.filter((d) => d !== 'stat_date').map((d) => ident(rename?.[d] ?? d));
  const over = `OVER (${partition.length ? `PARTITION BY ${partition.join(', ')} ` : ''}ORDER BY "stat_date" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`;
  return fields.map((f) => (totals ? `${ident(f)} AS ${ident(f + '_running')}` : `sum(${ident(f)}) ${over} AS ${ident(f + '_running')}`));
}

/** Names of a figure chain's relations: what it reads and what it defines. */
interface ChainNames { from: string; base: string; res0: string; res1: string; res2: string; res: string }

/**
 * The figures over `from` (current, previous and period relations joined): final measures and
 * growth, then (rows only) ranks and shares over the whole set, derived fields and running sums.
 */
function figureChain(input: ModelQuerySqlInput, cols: { base: readonly string[]; figures: readonly string[] }, dims: readonly string[], totals: boolean, names: ChainNames): string[] {
  const ctes = [`${names.base} AS (SELECT ${cols.base.join(', ')} FROM ${names.from})`, `${names.res0} AS (SELECT ${cols.figures.join(', ')} FROM ${names.base})`];
  const windowCols = totals ? [] : windowColumns(input).map((w) => w.sql);
  ctes.push(`${names.res1} AS (SELECT *${windowCols.map((c) => ', ' + c).join('')} FROM ${names.res0})`);
  const later = laterColumns(input, totals);
  const running = input.query.running ?? [];
  ctes.push(`${running.length ? names.res2 : names.res} AS (SELECT *${later.map((c) => ', ' + c).join('')} FROM ${names.res1})`);
  if (running.length) ctes.push(`${names.res} AS (SELECT *, ${runningSums(running, dims, input.rename, totals).join(', ')} FROM ${names.res2})`);
  return ctes;
}

/** The relation holding the totals row when it is derived from the rows' relation (`__totals`). */
const TOTALS_RELATION = '__totals';

/** The relations of the rows' aggregates and the totals row's (RawRelation). */
export const RAW_RELATION = '__raw';
export const RAW_TOTALS = '__raw_totals';

/** Where the totals row's aggregates come from, for the rows' aggregates read apart (RawRelation). */
type RawTotals = { from: (own: string[], params: Params) => string } | { rows: RowTotals };

/**
 * The rows' dimensions and aggregates apart from their figures (RawRelation): `__raw` after the
 * WITH list of the parts, each aggregate a program reads under its column's name; the totals row's
 * either added up from the rows in the web tier (`rows`: then `from` joins the previous period in
 * full and marks the current period's rows, `__in`: a previous period's group alone counts toward
 * the rows' limit too), or read over the relations `from` gives (`__raw_totals`, its columns named
 * apart: TOTALS_COLUMN_PREFIX, with the CTEs it adds to `own`).
 */
function rawRelation(program: FigureProgram, ctes: () => readonly string[], dims: readonly string[], from: string, totals?: RawTotals): RawRelation {
  const columns = (prefix: string) => program.reads.map((r) => `${r.rel}.${ident(r.measure)} AS ${ident(prefix + r.column)}`);
  const raw = (marked: boolean) => `WITH ${[...ctes(), `${RAW_RELATION} AS (SELECT ${[...dims, ...columns(''), ...(marked ? ['cur.__in'] : [])].join(', ')} FROM ${from})`].join(',\n')}`;
  if (totals && 'rows' in totals) return { get with() { return raw(true); }, program: { ...program, rowTotals: totals.rows } };
  const read = totals && ((params: Params) => {
    const own: string[] = [];
    const relations = totals.from(own, params);
    return [...own, `${RAW_TOTALS} AS (SELECT ${columns(TOTALS_COLUMN_PREFIX).join(', ')} FROM ${relations})`].join(',\n');
  });
  return { get with() { return raw(false); }, program, ...(read ? { totals: read } : {}) };
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

/**
 * The relation `res` of a model query as a WITH prefix: current figures, the previous period's
 * (compare), period totals, then ranks, shares and derived fields over the whole set.
 *
 * With `withTotals` (a grid's first page), the totals row (`__totals`) is read in the same
 * statement where it can be (totalsSources) instead of by a statement of its own that would read
 * and plan every part again: DuckDB plans a statement at each execution, and for a site report the
 * planning of its parts is most of a request's cost.
 *
 * What the executors decide by (the totals row's place, the rows' aggregates and their description
 * for the tables held in memory) is known at once; the SQL is printed when first read.
 */
export function modelQuerySql(input: ModelQuerySqlInput, params: Params): ResRelation {
  const { query, measures, dimensions: outputDims, totals } = input;
  const modelOf = (m: string) => measures.get(m)!;
  const compare: readonly string[] = query.compare?.measures ?? [];
  const late = lateAttributes(input.parts, outputDims, input.rename);
  // the parts and periods group and join by the keys alone when their attributes are looked up after
  const dims = late ? outputDims.filter((d) => !late.attributes.has(d)) : outputDims;
  const parts = late ? input.parts.map((p) => ({ ...p, dimensions: p.dimensions.filter((d) => !late.attributes.has(d)) })) : input.parts;
  const hasPrev = compare.length > 0 && input.previousRange;
  // the previous period reads only what the compared measures need (not a model's other aggregates, such as a distinct count not compared)
  const compared = new Set(compare.flatMap((m) => measureParts(m, modelOf(m))));
  const prevParts = hasPrev ? parts.map((p) => ({ ...p, aggregates: p.aggregates.filter((a) => compared.has(a)) })).filter((p) => p.aggregates.length) : [];
  const dimSql = (d: string) => {
    const looked = late?.attributes.get(d);
    if (looked) return `${looked} AS ${ident(d)}`;
    return input.rename?.[d] ? `cur.${ident(d)} AS ${ident(input.rename[d])}` : `cur.${ident(d)}`;
  };
  // the previous period beside the current one, by key (no key: its one row)
  const prevJoin = (kind: 'LEFT' | 'FULL') => (hasPrev ? [dims.length ? `${kind} JOIN prev ON ${dims.map((d) => `cur.${ident(d)} IS NOT DISTINCT FROM prev.${ident(d)}`).join(' AND ')}` : 'CROSS JOIN prev'] : []);
  const periods = ['cur', ...prevJoin('LEFT'), ...(input.periodParts.length ? ['CROSS JOIN period'] : [])];
  const from = [...periods, ...(late?.joins ?? [])].join(' ');
  // printed when first read, its values bound into `params` then (ResRelation's contract): a request answered from memory prints none
  let printed: { sql: string; partCtes: string[]; deferred?: DeferredRelation } | undefined;
  const print = () => printed ??= (() => {
    const ctes = joinedParts('cur', parts, dims, input.range, input.scope, params);
    if (hasPrev) ctes.push(...joinedParts('prev', prevParts, dims, input.previousRange, input.scope, params));
    if (input.periodParts.length) ctes.push(...joinedParts('period', input.periodParts, [], input.range, input.scope, params));
    // the rows unfinished, for a page that picks a few of them first: the figures by key alone
    const keyCols = stagedFigureColumns({ ...input, dimensions: dims }, (d) => `cur.${ident(d)}`);
    const deferred = deferredRelation(input, ctes, keyCols, dims, periods.join(' '), late);
    // the parts' WITH list, before the figures: what the rows' aggregates are read from
    const partCtes = [...ctes];
    ctes.push(...figureChain(input, stagedFigureColumns(input, dimSql), dims, totals, { from, base: 'fig', res0: 'res0', res1: 'res1', res2: 'res2', res: input.resName ?? 'res' }));
    return { sql: `WITH ${ctes.join(',\n')}`, partCtes, ...(deferred ? { deferred } : {}) };
  })();

  const sources = input.withTotals && !totals ? totalsSources(input, parts, prevParts) : undefined;
  const totalsFrom = (own: string[], statementParams: Params) =>
    [sources!.cur(own, statementParams), ...(hasPrev ? [`CROSS JOIN ${sources!.prev(own, statementParams)}`] : []), ...(input.periodParts.length ? ['CROSS JOIN period'] : [])].join(' ');
  // `__raw` described for tables held in memory, where each output dimension is a key or a column looked up by one
  const residentDims = input.dimensions.map((d): ResidentDim | undefined => {
    if (!late?.attributes.has(d)) return { name: input.rename?.[d] ?? d, key: d };
    const lookup = late.columns.get(d);
    return lookup && { name: d, key: late.keys.get(d)!, lookup };
  });
  const withResident = (rel: RawRelation, marked: boolean): RawRelation => {
    if (input.periodParts.length || residentDims.some((d) => !d)) return rel;
    const period = (periodParts: readonly ModelPart[], range: ResolvedRange | undefined) => ({ parts: periodParts, ...(range ? { range } : {}) });
    return Object.assign(rel, { resident: {
      keys: dims, cur: period(parts, input.range), ...(hasPrev ? { prev: period(prevParts, input.previousRange) } : {}),
      scope: input.scope, dims: residentDims as ResidentDim[], reads: rel.program.reads, marked,
      ...(rel.totals && sources ? { totals: { cur: sources.pieces.cur, ...(hasPrev ? { prev: sources.pieces.prev } : {}) } } : {}),
    } });
  };
  const partCtes = () => print().partCtes;
  // built when a statement reads it (Wrappers.wholeRows), once
  let raw: RawRelation | undefined | null;
  const rawOf = (): RawRelation | undefined => {
    const program = figureProgram(input);
    if (!program) return undefined;
    const added = sources && rowTotals(program, input, parts);
    if (!added) return withResident(rawRelation(program, partCtes, input.dimensions.map(dimSql), from, sources && { from: totalsFrom }), false);
    // rows added up into the totals: the previous period's groups without a current one read too, marked apart
    const marked = ['(SELECT *, true AS __in FROM cur) cur', ...prevJoin('FULL'), ...(late?.joins ?? [])].join(' ');
    return withResident(rawRelation(program, partCtes, input.dimensions.map(dimSql), marked, { rows: added }), true);
  };
  const rel: ResRelation = {
    get withRes() { return print().sql; },
    get deferred() { return print().deferred; },
    ...(totals ? {} : { raw: () => (raw === undefined ? (raw = rawOf() ?? null) : raw) ?? undefined }),
  };
  if (!sources) return rel;
  return Object.assign(rel, {
    totals: {
      name: TOTALS_RELATION,
      with: (statementParams: Params) => {
        const own: string[] = [];
        const from = totalsFrom(own, statementParams);
        return [...own, ...figureChain(input, stagedFigureColumns({ ...input, dimensions: [] }, ident), [], true, { from, base: '__totals_fig', res0: '__totals0', res1: '__totals1', res2: '__totals2', res: TOTALS_RELATION })].join(',\n');
      },
    },
  });
}

/** The totals row's current or previous relation, one row under the relation's own name; `own` receives the CTEs it reads. */
type TotalsSource = (own: string[], params: Params) => string;

/**
 * Where the totals row's figures come from, in the rows' statement: each model whose parts add up
 * over the rows' groups (sql/reaggregate.ts) from the grouped relations `cur` and `prev` added up;
 * any other model from the totals' own parts (no dimensions: members' activity or range counts for
 * a report by day), read in the same statement with the statement's binder. Undefined where a model
 * adds up neither way (a raw fact's parts: their own statement runs beside the rows').
 */
function totalsSources(input: ModelQuerySqlInput, parts: readonly ModelPart[], prevParts: readonly ModelPart[]): { cur: TotalsSource; prev: TotalsSource; pieces: { cur: ResidentTotals; prev: ResidentTotals } } | undefined {
  const adds = new Map<string, Reaggregation>();
  const ownModels = new Set(parts.filter((p) => !partReaggregations(p)).map((p) => p.model));
  for (const p of parts) if (!ownModels.has(p.model)) partReaggregations(p)!.forEach((how, a) => adds.set(a, how));
  const ownParts = (input.totalsParts ?? []).filter((p) => ownModels.has(p.model));
  if (ownModels.size && (!input.totalsParts || ownParts.some((p) => p.source.kind === 'raw'))) return undefined;
  const piecesOf = (relParts: readonly ModelPart[]) => ({
    summed: [...new Set(relParts.filter((p) => !ownModels.has(p.model)).flatMap((p) => p.aggregates))].map((measure) => ({ measure, how: adds.get(measure)! })),
    own: ownParts.filter((o) => relParts.some((r) => r.model === o.model)),
  });
  const source = (rel: 'cur' | 'prev', relParts: readonly ModelPart[], range: ResolvedRange | undefined): TotalsSource => (own, params) => {
    const { summed, own: ownOfRel } = piecesOf(relParts);
    const pieces = summed.length ? [`(SELECT ${summed.map((a) => `${a.how}(${ident(a.measure)}) AS ${ident(a.measure)}`).join(', ')} FROM ${rel})`] : [];
    for (const p of ownOfRel) {
      const name = `__totals_${rel}_${own.length}`;
      own.push(`${name} AS (${modelPartSql(p, range, input.scope, params)})`);
      pieces.push(name);
    }
    return `(SELECT * FROM ${pieces.join(' CROSS JOIN ')}) ${rel}`;
  };
  return {
    cur: source('cur', parts, input.range), prev: source('prev', prevParts, input.previousRange),
    pieces: { cur: { ...piecesOf(parts), ...(input.range ? { range: input.range } : {}) }, prev: { ...piecesOf(prevParts), ...(input.previousRange ? { range: input.previousRange } : {}) } },
  };
}
