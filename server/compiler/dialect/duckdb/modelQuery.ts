import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { laterColumns, stagedFigureColumns } from '../../sql/figures';
import { ident, type Params } from '../../sql/params';
import type { ModelPart, ResidentTotals, RowScope } from '../../types';
import type { DeferredRelation, ModelQuerySqlInput, RawRelation, ResRelation } from '../dialect';
import type { FigureProgram } from '../../figures/program';
import { TOTALS_COLUMN_PREFIX } from '../../figures/types';
import { modelPlan } from '../../stages/modelPlan';
import { deferredRelation } from './deferred';
import { runningColumns, windowColumns } from '../../sql/windowFigures';
import { modelPartSql } from './part';

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

/** Names of a figure chain's relations: what it reads and what it defines. */
interface ChainNames { from: string; base: string; res0: string; res1: string; res2: string; res: string }

/**
 * The figures over `from` (current, previous and period relations joined): final measures and
 * growth, then (rows only) ranks and shares over the whole set, derived fields and running sums.
 */
function figureChain(input: ModelQuerySqlInput, cols: { base: readonly string[]; figures: readonly string[] }, totals: boolean, names: ChainNames): string[] {
  const ctes = [`${names.base} AS (SELECT ${cols.base.join(', ')} FROM ${names.from})`, `${names.res0} AS (SELECT ${cols.figures.join(', ')} FROM ${names.base})`];
  const windowCols = totals ? [] : windowColumns(input).map((w) => w.sql);
  ctes.push(`${names.res1} AS (SELECT *${windowCols.map((c) => ', ' + c).join('')} FROM ${names.res0})`);
  const later = laterColumns(input, totals);
  const running = runningColumns(input, totals);
  ctes.push(`${running.length ? names.res2 : names.res} AS (SELECT *${later.map((c) => ', ' + c).join('')} FROM ${names.res1})`);
  if (running.length) ctes.push(`${names.res} AS (SELECT *, ${running.join(', ')} FROM ${names.res2})`);
  return ctes;
}

/** The relation holding the totals row when it is derived from the rows' relation (`__totals`). */
const TOTALS_RELATION = '__totals';

/** The relations of the rows' aggregates and the totals row's (RawRelation). */
export const RAW_RELATION = '__raw';
export const RAW_TOTALS = '__raw_totals';

/**
 * The rows' dimensions and aggregates apart from their figures (RawRelation, as the plan has them:
 * stages/modelPlan.ts RawPlan): `__raw` after the WITH list of the parts, each aggregate the
 * program reads under its column's name; the totals row's either added up from the rows in the web
 * tier (`marked`: then `from` joins the previous period in full and marks the current period's rows,
 * `__in`: a previous period's group alone counts toward the rows' limit too), or read over the
 * relations `totalsFrom` gives (`__raw_totals`, its columns named apart: TOTALS_COLUMN_PREFIX, with
 * the CTEs it adds to `own`).
 */
function rawRelation(reads: FigureProgram['reads'], ctes: () => readonly string[], dims: readonly string[], from: string, marked: boolean, totalsFrom?: (own: string[], params: Params) => string): RawRelation {
  const columns = (prefix: string) => reads.map((r) => `${r.rel}.${ident(r.measure)} AS ${ident(prefix + r.column)}`);
  const raw = () => `WITH ${[...ctes(), `${RAW_RELATION} AS (SELECT ${[...dims, ...columns(''), ...(marked ? ['cur.__in'] : [])].join(', ')} FROM ${from})`].join(',\n')}`;
  const read = !marked && totalsFrom && ((params: Params) => {
    const own: string[] = [];
    const relations = totalsFrom(own, params);
    return [...own, `${RAW_TOTALS} AS (SELECT ${columns(TOTALS_COLUMN_PREFIX).join(', ')} FROM ${relations})`].join(',\n');
  });
  return { get with() { return raw(); }, ...(read ? { totals: read } : {}) };
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
  const { dimensions: outputDims, totals } = input;
  const plan = modelPlan(input, true);
  const { late, keys: dims, parts, prevParts, hasPrev } = plan;
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
    const ctes = joinedParts('cur', [...parts], dims, input.range, input.scope, params);
    if (hasPrev) ctes.push(...joinedParts('prev', [...prevParts], dims, input.previousRange, input.scope, params));
    if (input.periodParts.length) ctes.push(...joinedParts('period', input.periodParts, [], input.range, input.scope, params));
    // the rows unfinished, for a page that picks a few of them first: the figures by key alone
    const keyCols = stagedFigureColumns({ ...input, dimensions: dims }, (d) => `cur.${ident(d)}`);
    const deferred = deferredRelation(input, ctes, keyCols, dims, periods.join(' '), late);
    // the parts' WITH list, before the figures: what the rows' aggregates are read from
    const partCtes = [...ctes];
    ctes.push(...figureChain(input, stagedFigureColumns(input, dimSql), totals, { from, base: 'fig', res0: 'res0', res1: 'res1', res2: 'res2', res: input.resName ?? 'res' }));
    return { sql: `WITH ${ctes.join(',\n')}`, partCtes, ...(deferred ? { deferred } : {}) };
  })();
  const pieces = plan.totals;
  const totalsFrom = pieces && ((own: string[], statementParams: Params) =>
    [totalsSource('cur', pieces.cur, input.scope, own, statementParams), ...(hasPrev ? [`CROSS JOIN ${totalsSource('prev', pieces.prev, input.scope, own, statementParams)}`] : []),
      ...(input.periodParts.length ? ['CROSS JOIN period'] : [])].join(' '));
  // the rows' aggregates apart, as the plan has them: the previous period's groups without a current one read too where the rows add up into the totals
  const raw = () => {
    const figures = plan.figures();
    if (!figures) return undefined;
    const source = figures.marked ? ['(SELECT *, true AS __in FROM cur) cur', ...prevJoin('FULL'), ...(late?.joins ?? [])].join(' ') : from;
    return rawRelation(figures.program.reads, () => print().partCtes, outputDims.map(dimSql), source, figures.marked, totalsFrom);
  };
  const rel: ResRelation = {
    get withRes() { return print().sql; },
    get deferred() { return print().deferred; },
    ...(totals ? {} : { raw }),
  };
  if (!totalsFrom) return rel;
  return Object.assign(rel, {
    totals: {
      name: TOTALS_RELATION,
      with: (statementParams: Params) => {
        const own: string[] = [];
        const from = totalsFrom(own, statementParams);
        return [...own, ...figureChain(input, stagedFigureColumns({ ...input, dimensions: [] }, ident), true, { from, base: '__totals_fig', res0: '__totals0', res1: '__totals1', res2: '__totals2', res: TOTALS_RELATION })].join(',\n');
      },
    },
  });
}

/**
 * The totals row's current or previous relation in the rows' statement, one row under the
 * relation's own name (ModelPlan.totals): each model whose parts add up over the rows' groups from
 * the grouped relation `cur` or `prev` added up; any other model from the totals' own parts (no
 * dimensions: members' activity or range counts for a report by day), read in the same statement
 * with the statement's binder, their CTEs added to `own`.
 */
function totalsSource(rel: 'cur' | 'prev', pieces: ResidentTotals, scope: RowScope, own: string[], params: Params): string {
  const read = pieces.summed.length ? [`(SELECT ${pieces.summed.map((a) => `${a.how}(${ident(a.measure)}) AS ${ident(a.measure)}`).join(', ')} FROM ${rel})`] : [];
  for (const p of pieces.own) {
    const name = `__totals_${rel}_${own.length}`;
    own.push(`${name} AS (${modelPartSql(p, pieces.range, scope, params)})`);
    read.push(name);
  }
  return `(SELECT * FROM ${read.join(' CROSS JOIN ')}) ${rel}`;
}
