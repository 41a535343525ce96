import { isRatio, type ModelDefinition } from '../definition/model';

/** A named check returns problems as `<dotted.path> <problem>`. */
export type Check<T> = (subject: T) => string[];

const joinsExist: Check<ModelDefinition> = (m) => [
  ...Object.entries(m.dimensions).filter(([, d]) => d.join && !m.joins?.[d.join]).map(([k, d]) => `dimensions.${k}.join '${d.join}' is not a join of the model`),
  ...Object.entries(m.measures).filter(([, x]) => !isRatio(x) && x.join && !m.joins?.[x.join]).map(([k]) => `measures.${k}.join is not a join of the model`),
];

const joinRequirements: Check<ModelDefinition> = (m) =>
  Object.entries(m.joins ?? {}).filter(([, j]) => j.requires && !m.joins?.[j.requires]).map(([k, j]) => `joins.${k}.requires '${j.requires}' is not a join of the model`);

const joinKeys: Check<ModelDefinition> = (m) =>
  Object.entries(m.joins ?? {}).filter(([, j]) => j.to.split('.')[0] !== (j.requires ?? 'f'))
    .map(([k, j]) => `joins.${k}.to '${j.to}' must be a column of ${j.requires ? `the join it requires ('${j.requires}')` : "the fact ('f')"}`);

const siteDimension: Check<ModelDefinition> = (m) => (m.dimensions.site_id ? [] : ['dimensions.site_id is required: row scope restricts every model by site']);

const ratioParts: Check<ModelDefinition> = (m) =>
  Object.entries(m.measures).flatMap(([k, x]) =>
    isRatio(x) ? x.ratio.filter((p) => !m.measures[p]).map((p) => `measures.${k}.ratio names '${p}', not a measure of the model`) : []);

const aggregateNeedsSql: Check<ModelDefinition> = (m) =>
  Object.entries(m.measures).flatMap(([k, x]) =>
    !isRatio(x) && x.agg !== 'count' && !x.sql ? [`measures.${k}.sql is required for ${x.agg}`]
    : !isRatio(x) && x.agg === 'quantile' && x.q === undefined ? [`measures.${k}.q is required for quantile`] : []);

const rollupMembers: Check<ModelDefinition> = (m) =>
  (m.rollups ?? []).flatMap((r, i) => [
    ...r.dimensions.filter((d) => !m.dimensions[d]).map((d) => `rollups.${i}.dimensions names '${d}', not a dimension`),
    ...(r.dimensions.includes('site_id') ? [] : [`rollups.${i}.dimensions must keep site_id (row scope)`]),
    ...r.measures.filter((x) => !m.measures[x]).map((x) => `rollups.${i}.measures names '${x}', not a measure`),
    ...r.measures.filter((x) => {
      const def = m.measures[x];
      return def && (isRatio(def) || def.agg === 'countDistinct' || def.agg === 'quantile');
    }).map((x) => `rollups.${i}.measures '${x}' cannot be pre-aggregated (ratios, distinct counts and quantiles are computed at query time)`),
    ...(r.exactDistinct?.measures ?? []).filter((x) => {
      const def = m.measures[x];
      return !def || isRatio(def) || def.agg !== 'countDistinct';
    }).map((x) => `rollups.${i}.exactDistinct.measures '${x}' is not a distinct count of this model`),
    ...(r.exactDistinct?.sumsAcross ?? []).filter((d) => !r.dimensions.includes(d)).map((d) => `rollups.${i}.exactDistinct.sumsAcross names '${d}', not a dimension of the rollup`),
  ]);

/** The member a distinct count counts: `f.member_id`, alone or as the THEN of a CASE. */
export const COUNTS_MEMBERS = /^(?:f\.member_id|CASE WHEN .+ THEN f\.member_id END)$/s;

const spanMembers: Check<ModelDefinition> = (m) => (m.spans ?? []).flatMap((s, i) => [
  ...(m.timeColumn && m.dimensions.member_id ? [] : [`spans.${i} needs a time column and a member_id dimension`]),
  ...s.dimensions.filter((d) => !m.dimensions[d]).map((d) => `spans.${i}.dimensions names '${d}', not a dimension`),
]);

const activityMembers: Check<ModelDefinition> = (m) => {
  const a = m.activity;
  if (!a) return [];
  return [
    ...(m.timeColumn && m.dimensions.member_id ? [] : ['activity needs a time column and a member_id dimension']),
    ...(a.dimensions.includes('site_id') ? [] : ['activity.dimensions must keep site_id (row scope)']),
    ...a.dimensions.filter((d) => !m.dimensions[d]).map((d) => `activity.dimensions names '${d}', not a dimension`),
    ...a.measures.filter((x) => {
      const def = m.measures[x];
      return !def || isRatio(def) || def.agg !== 'countDistinct' || !COUNTS_MEMBERS.test(def.sql ?? '');
    }).map((x) => `activity.measures '${x}' is not a distinct count of members`),
  ];
};

const windowCountMembers: Check<ModelDefinition> = (m) => (m.windowCounts ?? []).flatMap((w, i) => {
  const def = m.measures[w.measure];
  return [
    ...(m.timeColumn && m.dimensions.member_id ? [] : [`windowCounts.${i} needs a time column and a member_id dimension`]),
    ...(w.dimensions.includes('site_id') ? [] : [`windowCounts.${i}.dimensions must keep site_id (row scope)`]),
    ...w.dimensions.filter((d) => !m.dimensions[d]).map((d) => `windowCounts.${i}.dimensions names '${d}', not a dimension`),
    ...w.sumsAcross.filter((d) => !w.dimensions.includes(d)).map((d) => `windowCounts.${i}.sumsAcross names '${d}', not a dimension of the window counts`),
    ...(!def || isRatio(def) || def.agg !== 'countDistinct' || !COUNTS_MEMBERS.test(def.sql ?? '') ? [`windowCounts.${i}.measure '${w.measure}' is not a distinct count of members`] : []),
    ...w.days.filter((d) => !Number.isInteger(d) || d < 1 || d > 32).map((d) => `windowCounts.${i}.days ${d} is not a whole number of days from 1 to 32`),
    ...((m.windowCounts ?? []).findIndex((x) => x.id === w.id) !== i ? [`windowCounts.${i}.id '${w.id}' is declared twice`] : []),
  ];
});

const noTimeDimensionClash: Check<ModelDefinition> = (m) => (m.dimensions.stat_date ? ['dimensions.stat_date is reserved for the time column'] : []);

export const MODEL_CHECKS: Record<string, Check<ModelDefinition>> = {
  joinsExist, joinRequirements, joinKeys, siteDimension, ratioParts, aggregateNeedsSql, rollupMembers, activityMembers, spanMembers, windowCountMembers, noTimeDimensionClash,
};
