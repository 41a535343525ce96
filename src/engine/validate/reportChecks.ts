import type { ModelDefinition } from '../definition/model';
import type { ReportDefinition } from '../definition/report';
import { TOP_MAX } from '../definition/modelQuery';
import { formatAjvErrors, sharedAjv } from '../ajv';
import { MENU_GROUPS } from '../menu';
import { reportFields, type FieldSources } from '../report/fields';
import { formulaFields, formulaProblems } from '../report/formula';
import { sectionReport } from '../report/sections';
import { didYouMean } from './didYouMean';
import type { Check } from './modelChecks';

/** The measures and kinds a report may name, and the other reports' ids. */
export interface ReportCheckContext extends FieldSources {
  reportIds: ReadonlySet<string>;
}

type ReportCheck = (r: ReportDefinition, ctx: ReportCheckContext) => string[];

function queryModels(r: ReportDefinition, ctx: ReportCheckContext): ModelDefinition[] {
  if (r.query.kind !== 'model') return [];
  return [...new Set(r.query.measures.map((m) => ctx.measures.get(m)).filter((m): m is ModelDefinition => Boolean(m)))];
}

const queryKindShape: ReportCheck = (r, ctx) => {
  if (r.query.kind === 'model') return [];
  const spec = ctx.kinds.get(r.query.kind);
  if (!spec) return [`query.kind '${r.query.kind}' is not a query kind`];
  const validate = sharedAjv().compile(spec.schema);
  return validate(r.query) ? [] : formatAjvErrors(validate.errors).map((e) => (e.startsWith('(root)') ? `query${e.slice(6)}` : `query.${e}`));
};

const measuresExist: ReportCheck = (r, ctx) => {
  if (r.query.kind !== 'model') return [];
  const q = r.query;
  const named = (path: string, list: readonly string[] | undefined) =>
    (list ?? []).map((m, i) => [m, i] as const).filter(([m]) => !ctx.measures.has(m)).map(([m, i]) => `${path}.${i} '${m}' is not a measure of any model${didYouMean(m, ctx.measures.keys())}`);
  return [
    ...named('query.measures', q.measures),
    ...named('query.periodTotals', q.periodTotals),
    ...[...(q.compare?.measures ?? []), ...(q.ranks ?? []), ...(q.shares ?? [])]
      .filter((m) => !(q.measures as readonly string[]).includes(m)).map((m) => `query '${m}' is compared, ranked or shared but not in query.measures`),
  ];
};

const dimensionsInEveryModel: ReportCheck = (r, ctx) => {
  if (r.query.kind !== 'model') return [];
  const q = r.query;
  return queryModels(r, ctx).flatMap((model) => [
    ...q.dimensions.filter((d) => !model.dimensions[d]).map((d) => `query.dimensions '${d}' is not a dimension of model '${model.id}'${didYouMean(d, Object.keys(model.dimensions))}`),
    ...(q.time && !model.timeColumn ? [`query.time: model '${model.id}' has no time column`] : []),
    ...(q.groupBy?.options ?? []).filter((d) => !model.dimensions[d]).map((d) => `query.groupBy.options '${d}' is not a dimension of model '${model.id}'${didYouMean(d, Object.keys(model.dimensions))}`),
    ...(q.where ?? []).filter((w) => !model.dimensions[w.dimension]).map((w) => `query.where '${w.dimension}' is not a dimension of model '${model.id}'${didYouMean(w.dimension, Object.keys(model.dimensions))}`),
  ]);
};

const filtersBind: ReportCheck = (r, ctx) => {
  const models = queryModels(r, ctx);
  return r.filters.flatMap((f, i) => {
    const problems: string[] = [];
    if (f.widget === 'conditions') {
      if (!f.conditionFields?.length) problems.push(`filters.${i}.conditionFields are required for conditions`);
      if (r.query.kind === 'model') {
        for (const c of f.conditionFields ?? []) if (!models.some((m) => m.dimensions[c.field])) problems.push(`filters.${i}.conditionFields '${c.field}' is not a dimension of any model of the query`);
      }
      for (const c of f.conditionFields ?? []) if (c.type === 'enum' && !c.options?.length) problems.push(`filters.${i}.conditionFields '${c.field}' needs options`);
      return problems;
    }
    if (!f.dimension && !f.param) problems.push(`filters.${i} needs a dimension or a param`);
    if (f.dimension && r.query.kind === 'model' && f.dimension !== 'stat_date' && !models.some((m) => m.dimensions[f.dimension!])) {
      problems.push(`filters.${i}.dimension '${f.dimension}' is not a dimension of any model of the query${didYouMean(f.dimension, models.flatMap((m) => Object.keys(m.dimensions)))}`);
    }
    if (f.widget === 'dateRange' && f.dimension !== 'stat_date') problems.push(`filters.${i}: a dateRange filter binds the dimension stat_date`);
    if ((f.widget === 'metrics' || f.widget === 'enum') && !f.options?.length) problems.push(`filters.${i}.options are required for ${f.widget}`);
    if ((f.min !== undefined || f.max !== undefined || f.integer) && f.widget !== 'number') problems.push(`filters.${i}: min, max and integer bound a number filter only`);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) problems.push(`filters.${i}: min ${f.min} is above max ${f.max}`);
    if (f.widget === 'number' && f.default !== undefined) {
      const d = f.default;
      if (typeof d !== 'number' || (f.min !== undefined && d < f.min) || (f.max !== undefined && d > f.max) || (f.integer && !Number.isInteger(d))) {
        problems.push(`filters.${i}.default ${JSON.stringify(d)} is not a ${f.integer ? 'whole ' : ''}number within ${f.min ?? '−∞'}…${f.max ?? '∞'}`);
      }
    }
    return problems;
  });
};

const singleSiteHasSite: ReportCheck = (r) =>
  r.route.singleSite && !r.filters.some((f) => f.widget === 'site') ? ['filters: a single-site report needs a site filter (widget site)'] : [];

const columnsAreFields: ReportCheck = (r, ctx) => {
  const fields = reportFields(r, ctx);
  const has = (f: string) => fields.has(f);
  const series = r.chart && Array.isArray(r.chart.series) ? (r.chart.series as readonly string[]) : [];
  const metricOptions = r.filters.filter((f) => f.widget === 'metrics').flatMap((f) => (f.options ?? []).map(String));
  return [
    ...r.columns.map((c, i) => [c.field, i] as const).filter(([f]) => !has(f)).map(([f, i]) => `columns.${i}.field '${f}' is not produced by the query${didYouMean(f, fields.keys())}`),
    ...(r.defaultSort ?? []).filter((s) => !r.columns.some((c) => c.field === s.field)).map((s) => `defaultSort '${s.field}' is not a column${didYouMean(s.field, r.columns.map((c) => c.field))}`),
    ...(r.chart && !has(r.chart.x) ? [`chart.x '${r.chart.x}' is not produced by the query${didYouMean(r.chart.x, fields.keys())}`] : []),
    ...(r.chart?.splitBy && !has(r.chart.splitBy) ? [`chart.splitBy '${r.chart.splitBy}' is not produced by the query`] : []),
    ...series.filter((s) => !has(s) || fields.get(s)!.kind !== 'measure').map((s) => `chart.series '${s}' is not a numeric field of the query${didYouMean(s, [...fields].filter(([, info]) => info.kind === 'measure').map(([k]) => k))}`),
    ...metricOptions.filter((o) => !has(o)).map((o) => `filters: metric option '${o}' is not produced by the query`),
    ...(r.tiles ?? []).filter((t) => !has(t)).map((t) => `tiles '${t}' is not produced by the query${didYouMean(t, fields.keys())}`),
  ];
};

const compareWithoutTime: ReportCheck = (r) =>
  r.query.kind === 'model' && r.query.compare && r.query.time ? ['query.compare cannot be used with query.time: each period already has its own row'] : [];

const derivedOperands: ReportCheck = (r, ctx) => {
  if (r.query.kind !== 'model') return [];
  const fields = reportFields({ ...r, query: { ...r.query, derived: [] } }, ctx);
  const known = new Set(fields.keys());
  // a formula reads figures (measures and fields derived before it); its tests read the query's own dimensions
  const figures = new Set([...fields].filter(([, info]) => info.kind === 'measure').map(([f]) => f));
  const dimensions = new Set(r.query.dimensions);
  // a formula's parameter: a number filter's value, bounded and with a default (so every request has one)
  const params = new Set(r.filters.filter((f) => f.widget === 'number' && f.param && f.min !== undefined && f.max !== undefined && typeof f.default === 'number').map((f) => f.param!));
  return (r.query.derived ?? []).flatMap((d, i) => {
    const reads = d.formula === undefined ? d.of : formulaFields(d.formula);
    const problems = d.formula === undefined
      ? d.of.filter((f) => !known.has(f)).map((f) => `query.derived.${i}.of '${f}' is not a field computed before it`)
      : formulaProblems(d.formula, `query.derived.${i}.formula`, figures, dimensions, params);
    if (d.compare) problems.push(...reads.filter((f) => !known.has(`${f}_prev`)).map((f) => `query.derived.${i}.compare needs '${f}' compared with the previous period`));
    for (const set of [known, figures]) {
      set.add(d.field);
      if (d.compare) set.add(`${d.field}_prev`);
    }
    return problems;
  });
};

/** A query's `top`: its key a dimension of the query, ranked by one of its figures, N whole (or a whole bounded parameter), every row read (local paging), no time grain. */
const topSound: ReportCheck = (r, ctx) => {
  if (r.query.kind !== 'model' || !r.query.top) return [];
  const { key, by, n } = r.query.top;
  const problems: string[] = [];
  if (!r.query.dimensions.includes(key)) problems.push(`query.top.key '${key}' is not one of the query's dimensions (${r.query.dimensions.join(', ')})`);
  const info = reportFields(r, ctx).get(by);
  if (info?.kind !== 'measure') problems.push(`query.top.by '${by}' is not a figure of the query`);
  if (typeof n === 'number') {
    if (!Number.isInteger(n) || n < 1 || n > TOP_MAX) problems.push(`query.top.n ${n} is not a whole number from 1 to ${TOP_MAX}`);
  } else {
    const f = r.filters.find((x) => x.param === n.param);
    if (!f || f.widget !== 'number' || !f.integer || f.min === undefined || f.min < 1 || f.max === undefined || f.max > TOP_MAX || typeof f.default !== 'number') {
      problems.push(`query.top.n.param '${n.param}' is fed by no whole number filter of the report with a default, min at least 1 and max at most ${TOP_MAX}`);
    }
  }
  if (r.paging.mode !== 'local') problems.push("query.top needs paging.mode 'local': every row is read to rank them");
  if (r.query.time) problems.push('query.top cannot be used with query.time');
  return problems;
};

/** A query's `pivot`: on one of its dimensions (no time grain beside it) or its time grain, over figures the report shows, every row read, the dimension no column of its own. */
const pivotSound: ReportCheck = (r, ctx) => {
  if (r.query.kind !== 'model' || !r.query.pivot) return [];
  const { dimension, measures } = r.query.pivot;
  const fields = reportFields(r, ctx);
  const problems: string[] = [];
  if (dimension === 'stat_date') {
    if (!r.query.time) problems.push("query.pivot.dimension 'stat_date' needs query.time: its periods are the columns");
  } else if (!r.query.dimensions.includes(dimension)) {
    const what = fields.get(dimension)?.kind === 'measure' ? 'is a figure, not a dimension' : 'is not one of the query\'s dimensions';
    problems.push(`query.pivot.dimension '${dimension}' ${what} (${r.query.dimensions.join(', ') || 'none'}${r.query.time ? ', stat_date' : ''})`);
  } else if (r.query.time) problems.push("query.pivot on a dimension cannot be used with query.time (pivot on 'stat_date' for its periods)");
  for (const m of measures) {
    if (fields.get(m)?.kind !== 'measure') problems.push(`query.pivot.measures '${m}' is not a figure of the query${didYouMean(m, fields.keys())}`);
    else if (!r.columns.some((c) => c.field === m)) problems.push(`query.pivot.measures '${m}' is not a column of the report`);
  }
  if (r.columns.some((c) => c.field === dimension)) problems.push(`columns: '${dimension}' is the pivot's dimension: its values are the columns`);
  if (r.paging.mode !== 'local') problems.push("query.pivot needs paging.mode 'local': every row is read to lay out its values");
  if (r.query.top) problems.push('query.pivot cannot be used with query.top');
  return problems;
};

/** A named kind's parameter (`{ param }` in its query, as a promotion effect's `days` or a retention's group): fed by a filter of the report. */
const kindParamsFed: ReportCheck = (r) => {
  if (r.query.kind === 'model') return [];
  const problems: string[] = [];
  const walk = (v: unknown, path: string): void => {
    if (!v || typeof v !== 'object') return;
    const keys = Object.keys(v);
    if (keys.length === 1 && keys[0] === 'param' && typeof (v as { param: unknown }).param === 'string') {
      const name = (v as { param: string }).param;
      if (!r.filters.some((f) => f.param === name)) problems.push(`${path}.param '${name}' is fed by no filter of the report`);
      return;
    }
    for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(r.query, 'query');
  return problems;
};

const runningFields: ReportCheck = (r, ctx) => {
  if (r.query.kind !== 'model' || !r.query.running?.length) return [];
  const fields = reportFields({ ...r, query: { ...r.query, running: [] } }, ctx);
  return [
    ...(r.query.time ? [] : ['query.running needs query.time: a running sum runs over time']),
    ...r.query.running.map((f, i) => [f, i] as const).filter(([f]) => fields.get(f)?.kind !== 'measure')
      .map(([f, i]) => `query.running.${i} '${f}' is not a measure or derived field of the query`),
  ];
};

const drillTargets: ReportCheck = (r, ctx) =>
  r.columns.flatMap((c, i) => (c.drill && !ctx.reportIds.has(c.drill.report) ? [`columns.${i}.drill.report '${c.drill.report}' is not a report${didYouMean(c.drill.report, ctx.reportIds)}`] : []));

const placement: ReportCheck = (r) => {
  const group = MENU_GROUPS.find((g) => g.id === r.route.menuGroup);
  if (!group) return [`route.menuGroup '${r.route.menuGroup}' is not a menu group, which are ${MENU_GROUPS.map((g) => g.id).join(', ')}`];
  const [lo, hi] = group.reportRange;
  return [
    ...(r.route.itemIdx !== group.itemIdx ? [`route.itemIdx must be ${group.itemIdx}, the index of menu group '${group.id}'`] : []),
    ...(r.route.reportIdx < lo || r.route.reportIdx > hi ? [`route.reportIdx ${r.route.reportIdx} is outside ${lo}–${hi} of menu group '${group.id}'`] : []),
    ...(r.route.path.startsWith(group.path + '/') ? [] : [`route.path must start with ${group.path}/`]),
  ];
};

const requireOneOfFilters: ReportCheck = (r) =>
  (r.requireOneOf?.filters ?? []).filter((k) => !r.filters.some((f) => f.key === k)).map((k) => `requireOneOf.filters '${k}' is not a filter of the report`);

const listPaging: ReportCheck = (r, ctx) => {
  if (!r.list) return [];
  return [
    ...(r.paging.mode === 'remote' ? [] : ['list needs paging.mode remote']),
    ...(reportFields(r, ctx).has(r.list.key) ? [] : [`list.key '${r.list.key}' is not produced by the query`]),
  ];
};

/** Each section is checked as the report it becomes (its query, columns, chart and sort with the report's filters). */
const sectionsSound: ReportCheck = (r, ctx) => {
  const ids = new Set<string>();
  return (r.sections ?? []).flatMap((s, i) => {
    const dup = ids.has(s.id) ? [`sections.${i}.id '${s.id}' is used twice`] : [];
    ids.add(s.id);
    const def = sectionReport(r, s);
    const shape = queryKindShape(def, ctx);
    const checks = [measuresExist, dimensionsInEveryModel, compareWithoutTime, columnsAreFields, derivedOperands, drillTargets];
    const problems = shape.length ? shape : checks.flatMap((check) => check(def, ctx));
    return [...dup, ...problems.map((p) => `sections.${i}.${p}`)];
  });
};

export const REPORT_CHECKS: Record<string, ReportCheck> = {
  queryKindShape, measuresExist, dimensionsInEveryModel, compareWithoutTime, runningFields, filtersBind, singleSiteHasSite, columnsAreFields, derivedOperands, topSound, pivotSound, kindParamsFed, drillTargets, placement,
  requireOneOfFilters, listPaging, sectionsSound,
};

export type { Check };
