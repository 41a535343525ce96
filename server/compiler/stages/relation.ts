import type { ReportDefinition, TimeGrain } from '../../../src/engine/definition/report';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import type { Dialect, ResRelation } from '../dialect/dialect';
import { chosenGroup, GROUP_FIELD } from '../../../src/engine/report/groupBy';
import { CompileError } from '../errors';
import { kindRelation } from '../kinds/discover';
import { activityTableRead } from '../sql/activityMonths';
import type { Params } from '../sql/params';
import type { RollupCatalog } from '../types';
import { modelPlan, type ModelPlan } from './modelPlan';
import { fixedConditions, planParts } from './planParts';
import type { ResolvedFilters } from './resolveFilters';

export interface EmitContext {
  registry: Registry;
  catalog: RollupCatalog;
  useRollups: boolean;
  dataEnd: string;
  /** First day of the warehouse's data: with dataEnd, the days the range counts cover. */
  dataStart?: string;
  dialect: Dialect;
  /** Lowers every list report's cap (configuration). */
  listCap?: number;
}

/** A query's relation in the dialect, its key fields and, for a model query, its plan (what the executors other than the warehouse read). */
export type PlannedRelation = ResRelation & { dims: string[]; plan?: ModelPlan; group?: string };

/**
 * The relation `res` of a report's query (a model query or a named kind) for the context's dialect,
 * and its key fields; `withTotals`: with the totals row derived from it where the dialect can; `groupTotals`: as one
 * more group of its parts where the dialect can (not where the tables held in memory may answer the totals' own relation).
 */
export function relationFor(report: ReportDefinition, f: ResolvedFilters, ctx: EmitContext, totals: boolean, params: Params, sources: string[], withTotals = false, groupTotals = false): PlannedRelation {
  const q = report.query;
  if (q.kind !== 'model') {
    const rel = kindRelation(q, {
      registry: ctx.registry, catalog: ctx.catalog, useRollups: ctx.useRollups, range: f.range, previousRange: f.previousRange,
      dataEnd: ctx.dataEnd, dataStart: ctx.dataStart, scope: f.scope, conditions: f.conditions, params: f.params, totals, withTotals, dialect: ctx.dialect, money: f.money,
    }, params);
    sources.push(...rel.sources);
    return rel;
  }
  const grain = q.time && !totals ? ((typeof q.time.grain === 'string' ? q.time.grain : f.params[q.time.grain.param] ?? 'day') as TimeGrain) : undefined;
  const chosen = totals ? undefined : chosenGroup(q, f.params);
  const options: readonly string[] = q.groupBy?.options ?? [];
  if (q.groupBy && chosen && !options.includes(chosen)) throw new CompileError(9400, `cannot group by '${chosen}'`);
  const dims = totals ? [] : [...q.dimensions, ...(chosen ? [chosen] : [])];
  const conditions = [...f.conditions, ...fixedConditions(q)];
  const { lookups } = ctx.dialect;
  const { rollupLookups, spans } = ctx.dialect;
  const { money } = f;
  const span = ctx.dataStart ? { from: ctx.dataStart, to: ctx.dataEnd } : undefined;
  const parts = planParts({ measures: q.measures, dimensions: dims, grain, conditions, lookups, rollupLookups, spans, money, span }, ctx.registry.measures, ctx.catalog, ctx.useRollups);
  const periodParts = q.periodTotals?.length ? planParts({ measures: q.periodTotals, dimensions: [], conditions, lookups, rollupLookups, spans, money, span }, ctx.registry.measures, ctx.catalog, ctx.useRollups) : [];
  // the totals row's own parts, for the models whose rows do not add up to it (read in the rows' statement)
  const totalsParts = withTotals ? planParts({ measures: q.measures, dimensions: [], conditions, lookups, rollupLookups, spans, money, span }, ctx.registry.measures, ctx.catalog, ctx.useRollups) : undefined;
  for (const p of [...parts, ...periodParts]) {
    sources.push(p.source.kind === 'raw' ? p.model.table : p.source.kind === 'activity' && lookups ? activityTableRead(p, f.range) : p.source.table);
  }
  const partDims = grain ? [...dims, 'stat_date'] : dims;
  const rename = chosen ? { [chosen]: GROUP_FIELD } : undefined;
  const input = {
    query: q, measures: ctx.registry.measures, parts, periodParts, dimensions: partDims,
    range: f.range, previousRange: f.previousRange, scope: f.scope, totals, rename, withTotals, groupTotals, totalsParts, params: f.params,
  };
  const plan = modelPlan(input, ctx.dialect.lookups);
  // its SQL printed when first read (ResRelation): a spread would print it
  return Object.assign(ctx.dialect.modelRelation(input, params), { dims: partDims.map((d) => rename?.[d] ?? d), plan, ...(chosen ? { group: chosen } : {}) });
}
