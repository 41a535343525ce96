import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { stagedFigureColumns } from '../../sql/figures';
import { ident, type Params } from '../../sql/params';
import { reaggregations } from '../../sql/reaggregate';
import type { ModelPart, RowScope } from '../../types';
import type { DeferredRelation, ModelQuerySqlInput } from '../dialect';
import { lateAttributes } from './attributes';
import { deferredRelation } from './deferred';
import { laterColumns, windowColumns } from './windowFigures';
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
export const TOTALS_RELATION = '__totals';

/**
 * The relation `res` of a model query as a WITH prefix: current figures, the previous period's
 * (compare), period totals, then ranks, shares and derived fields over the whole set.
 *
 * With `withTotals` (a grid's first page), when every part's aggregates add up over its groups
 * (sql/reaggregate.ts), the totals row is derived in the same statement from the grouped current
 * and previous relations (`__totals`) instead of a statement of its own that would read and plan
 * every part again: DuckDB plans a statement at each execution, and for a site report the planning
 * of its parts is most of a request's cost.
 */
export function modelQuerySql(input: ModelQuerySqlInput, params: Params): { sql: string; totals?: { with: string; name: string }; deferred?: DeferredRelation } {
  const { query, measures, dimensions: outputDims, totals } = input;
  const modelOf = (m: string) => measures.get(m)!;
  const compare: readonly string[] = query.compare?.measures ?? [];
  const late = lateAttributes(input.parts, outputDims, input.rename);
  // the parts and periods group and join by the keys alone when their attributes are looked up after
  const dims = late ? outputDims.filter((d) => !late.attributes.has(d)) : outputDims;
  const parts = late ? input.parts.map((p) => ({ ...p, dimensions: p.dimensions.filter((d) => !late.attributes.has(d)) })) : input.parts;
  const ctes = joinedParts('cur', parts, dims, input.range, input.scope, params);
  const hasPrev = compare.length > 0 && input.previousRange;
  const prevParts = hasPrev ? parts.filter((p) => compare.some((m) => modelOf(m) === p.model)) : [];
  if (hasPrev) ctes.push(...joinedParts('prev', prevParts, dims, input.previousRange, input.scope, params));
  if (input.periodParts.length) ctes.push(...joinedParts('period', input.periodParts, [], input.range, input.scope, params));

  const cols = stagedFigureColumns(input, (d) => {
    const looked = late?.attributes.get(d);
    if (looked) return `${looked} AS ${ident(d)}`;
    return input.rename?.[d] ? `cur.${ident(d)} AS ${ident(input.rename[d])}` : `cur.${ident(d)}`;
  });
  const periods = ['cur',
    ...(hasPrev ? [dims.length ? `LEFT JOIN prev ON ${dims.map((d) => `cur.${ident(d)} IS NOT DISTINCT FROM prev.${ident(d)}`).join(' AND ')}` : 'CROSS JOIN prev'] : []),
    ...(input.periodParts.length ? ['CROSS JOIN period'] : [])];
  const from = [...periods, ...(late?.joins ?? [])].join(' ');
  const resName = input.resName ?? 'res';
  // the rows unfinished, for a page that picks a few of them first: the figures by key alone
  const keyCols = stagedFigureColumns({ ...input, dimensions: dims }, (d) => `cur.${ident(d)}`);
  const deferred = deferredRelation(input, ctes, keyCols, dims, periods.join(' '), late);
  ctes.push(...figureChain(input, cols, dims, totals, { from, base: 'fig', res0: 'res0', res1: 'res1', res2: 'res2', res: resName }));

  const adds = input.withTotals && !totals ? reaggregations(parts) : undefined;
  if (!adds) return { sql: `WITH ${ctes.join(',\n')}`, ...(deferred ? { deferred } : {}) };
  // each relation's groups added up, under the relation's own name: the figures read them as they read the rows'
  const added = (rel: string, of: readonly ModelPart[]) => `(SELECT ${[...new Set(of.flatMap((p) => p.aggregates))].map((a) => `${adds.get(a)}(${ident(a)}) AS ${ident(a)}`).join(', ')} FROM ${rel}) ${rel}`;
  const totalsFrom = [added('cur', parts), ...(hasPrev ? [`CROSS JOIN ${added('prev', prevParts)}`] : []), ...(input.periodParts.length ? ['CROSS JOIN period'] : [])].join(' ');
  const totalsCols = stagedFigureColumns({ ...input, dimensions: [] }, ident);
  const totalsCtes = figureChain(input, totalsCols, [], true, { from: totalsFrom, base: '__totals_fig', res0: '__totals0', res1: '__totals1', res2: '__totals2', res: TOTALS_RELATION });
  return { sql: `WITH ${ctes.join(',\n')}`, totals: { with: totalsCtes.join(',\n'), name: TOTALS_RELATION }, ...(deferred ? { deferred } : {}) };
}
