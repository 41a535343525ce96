import { isRatio, type ActivityDef, type AggregateMeasureDef, type ModelDefinition, type RollupDef, type SpanDef } from '../../src/engine/definition/model';
import { aggregateSql } from '../compiler/sql/expressions';
import { joinClauses } from '../compiler/sql/joins';
import { ident } from '../compiler/sql/params';
import { PAIR_SHIFT } from '../compiler/sql/activityPartSql';
import { activityPairsTable, activityTable, rollupTable, spanTable } from '../compiler/types';
import { loadModelModules } from '../definitions/discover';

/** The raw fact with the joins the given dimensions and measures read. */
function factFrom(model: ModelDefinition, dimensions: readonly string[], measures: readonly string[]): string[] {
  const joins = new Set<string>();
  for (const d of dimensions) if (model.dimensions[d].join) joins.add(model.dimensions[d].join!);
  for (const m of measures) {
    const def = model.measures[m];
    if (!isRatio(def) && def.join) joins.add(def.join);
  }
  return [`${ident(model.table)} f`, ...joinClauses(model, joins)];
}

/**
 * Joins whose columns can be looked up after aggregating: a join on a fact column the grouping
 * keeps as a dimension of the same name, or a join on the columns of such a join. A join's table is
 * keyed by the join's key, so grouping by the key groups by every column read through the join.
 */
function lookupJoins(model: ModelDefinition, grouped: readonly string[]): Set<string> {
  const late = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, join] of Object.entries(model.joins ?? {})) {
      const to = /^([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)$/.exec(join.to);
      if (late.has(name) || !to) continue;
      const [, alias, column] = to;
      const keyed = alias === 'f' ? grouped.includes(column) && model.dimensions[column]?.sql === join.to : join.requires === alias && late.has(alias);
      if (keyed) {
        late.add(name);
        grew = true;
      }
    }
  }
  return late;
}

/** One output column of an aggregate over the fact: a key or aggregate written as SQL, or one of the grouped dimensions. */
type Column = { name: string; sql: string; aggregate?: boolean } | { dimension: string };

/**
 * SELECT of `columns` from the fact, grouped by all but the aggregates; `measures` are the measures
 * the aggregates read. Dimensions read through a join on a grouped key are looked up after
 * aggregating, so the aggregation groups by a few narrow keys instead of every name and code.
 */
function aggregateSelect(model: ModelDefinition, columns: readonly Column[], measures: readonly string[]): string {
  const dimensions = columns.flatMap((c) => ('dimension' in c ? [c.dimension] : []));
  const joins = lookupJoins(model, dimensions);
  const lookedUp = (d: string) => Boolean(model.dimensions[d].join && joins.has(model.dimensions[d].join!) && !/\bf\./.test(model.dimensions[d].sql));
  const early = dimensions.filter((d) => !lookedUp(d));
  const grouped = (c: Column) => ('dimension' in c ? `${model.dimensions[c.dimension].sql} AS ${ident(c.dimension)}` : `${c.sql} AS ${ident(c.name)}`);
  const late = dimensions.filter(lookedUp);
  if (!late.length) return `SELECT ${columns.map(grouped).join(', ')} FROM ${factFrom(model, dimensions, measures).join(' ')} GROUP BY ALL`;
  const inner = `SELECT ${columns.filter((c) => !('dimension' in c) || !lookedUp(c.dimension)).map(grouped).join(', ')} FROM ${factFrom(model, early, measures).join(' ')} GROUP BY ALL`;
  const outer = columns.map((c) => ('dimension' in c ? (lookedUp(c.dimension) ? grouped(c) : `f.${ident(c.dimension)} AS ${ident(c.dimension)}`) : `f.${ident(c.name)} AS ${ident(c.name)}`));
  return `SELECT ${outer.join(', ')} FROM (${inner}) f ${joinClauses(model, new Set(late.map((d) => model.dimensions[d].join!))).join(' ')}`;
}

/** The CREATE TABLE of one rollup: the model's raw aggregate by day and the rollup's dimensions, sorted by day for pruning. */
export function rollupSql(model: ModelDefinition, rollup: RollupDef): string {
  const raw = { kind: 'raw' } as const;
  const exact = rollup.exactDistinct?.measures ?? [];
  const columns: Column[] = [
    { name: 'stat_date', sql: `f.${ident(model.timeColumn!)}` },
    ...rollup.dimensions.map((d) => ({ dimension: d })),
    ...rollup.measures.map((m) => ({ name: m, sql: `CAST(${aggregateSql(model, m, raw)} AS ${model.measures[m].format === 'count' ? 'BIGINT' : 'DOUBLE'})`, aggregate: true })),
    ...exact.map((m) => ({ name: m, sql: `CAST(${aggregateSql(model, m, raw)} AS BIGINT)`, aggregate: true })),
  ];
  return `CREATE OR REPLACE TABLE ${ident(rollupTable(model, rollup))} AS ${aggregateSelect(model, columns, [...rollup.measures, ...exact])} ORDER BY stat_date, site_id`;
}

/**
 * The CREATE TABLE of a model's members' active days by month: per member and month, for each
 * distinct count, bit d−1 set when the member counted on day d.
 */
export function activitySql(model: ModelDefinition, activity: ActivityDef): string {
  const time = `f.${ident(model.timeColumn!)}`;
  const masks = activity.measures.map((m) => {
    const def = model.measures[m] as AggregateMeasureDef;
    const counted = [`(${def.sql}) IS NOT NULL`, ...(def.where ? [`(${def.where})`] : [])].join(' AND ');
    return { name: m, sql: `bit_or(CASE WHEN ${counted} THEN (1::UINTEGER << (dayofmonth(${time}) - 1)) ELSE 0::UINTEGER END)`, aggregate: true };
  });
  const columns: Column[] = [...activity.dimensions.map((d) => ({ dimension: d })), { name: 'member_id', sql: 'f.member_id' }, { name: 'month', sql: `CAST(date_trunc('month', ${time}) AS DATE)` }, ...masks];
  return `CREATE OR REPLACE TABLE ${ident(activityTable(model))} AS ${aggregateSelect(model, columns, activity.measures)} ORDER BY month, site_id`;
}

/**
 * The CREATE TABLE of a model's members' active days two months at a time, from its table by
 * month: a row per member and month it or the next month was active in, each mask holding the
 * month's days in its low 31 bits and the next month's above them.
 */
export function activityPairsSql(model: ModelDefinition, activity: ActivityDef): string {
  const source = ident(activityTable(model));
  const keys = [...activity.dimensions, 'member_id'].map((k) => `coalesce(a.${ident(k)}, b.${ident(k)}) AS ${ident(k)}`);
  const masks = activity.measures.map((m) => `coalesce(a.${ident(m)}, 0)::BIGINT | (coalesce(b.${ident(m)}, 0)::BIGINT << ${PAIR_SHIFT}) AS ${ident(m)}`);
  return `CREATE OR REPLACE TABLE ${ident(activityPairsTable(model))} AS SELECT ${keys.join(', ')}, CAST(coalesce(a.month, b.month - INTERVAL 1 MONTH) AS DATE) AS month, ${masks.join(', ')}`
    + ` FROM ${source} a FULL OUTER JOIN ${source} b ON b.member_id = a.member_id AND b.month = CAST(a.month + INTERVAL 1 MONTH AS DATE)`
    + ` WHERE coalesce(a.month, b.month - INTERVAL 1 MONTH) >= (SELECT min(month) FROM ${source}) ORDER BY month, site_id`;
}

/**
 * The CREATE TABLE of a model's members' first and last day by the span's dimensions, sorted by
 * first day. Read from an earlier span keeping more dimensions where the model has one (a
 * fraction of the fact's rows), else from the fact.
 */
export function spanSql(model: ModelDefinition, span: SpanDef): string {
  const wider = (model.spans ?? []).find((s) => s !== span && span.dimensions.every((d) => s.dimensions.includes(d)) && (model.spans ?? []).indexOf(s) < (model.spans ?? []).indexOf(span));
  const keys = ['site_id', 'member_id', ...span.dimensions];
  const select = wider
    ? [...keys.map((k) => `f.${ident(k)} AS ${ident(k)}`), 'min(f.first_date) AS first_date', 'max(f.last_date) AS last_date']
    : [...keys.map((k) => `${model.dimensions[k]?.sql ?? `f.${ident(k)}`} AS ${ident(k)}`), `min(f.${ident(model.timeColumn!)}) AS first_date`, `max(f.${ident(model.timeColumn!)}) AS last_date`];
  const from = wider ? [`${ident(spanTable(model, wider.dimensions))} f`] : factFrom(model, span.dimensions, []);
  return `CREATE OR REPLACE TABLE ${ident(spanTable(model, span.dimensions))} AS SELECT ${select.join(', ')} FROM ${from.join(' ')} GROUP BY ALL ORDER BY first_date, site_id`;
}

/** Every derived table the models declare: rollups, members' active days by month, members' first and last days. */
function derivedTables(models: ModelDefinition[]): { table: string; columns: string[]; sql: () => string }[] {
  return models.filter((model) => model.timeColumn).flatMap((model) => [
    ...(model.rollups ?? []).map((rollup) => ({
      table: rollupTable(model, rollup), columns: ['stat_date', ...rollup.dimensions, ...rollup.measures, ...(rollup.exactDistinct?.measures ?? [])], sql: () => rollupSql(model, rollup),
    })),
    ...(model.activity ? [
      { table: activityTable(model), columns: [...model.activity.dimensions, 'member_id', 'month', ...model.activity.measures], sql: () => activitySql(model, model.activity!) },
      { table: activityPairsTable(model), columns: [...model.activity.dimensions, 'member_id', 'month', ...model.activity.measures], sql: () => activityPairsSql(model, model.activity!) },
    ] : []),
    ...(model.spans ?? []).map((span) => ({
      table: spanTable(model, span.dimensions), columns: ['site_id', 'member_id', ...span.dimensions, 'first_date', 'last_date'], sql: () => spanSql(model, span),
    })),
  ]);
}

/**
 * Builds the rollup tables the models declare, after the raw facts are loaded.
 * `run` executes one SQL statement on the write connection of the warehouse being built.
 */
export async function buildRollups(run: (sql: string) => Promise<void>, onProgress?: (done: number, total: number, label: string) => void, only?: (table: string) => boolean): Promise<void> {
  const work = derivedTables(Object.values(await loadModelModules())).filter((t) => !only || only(t.table));
  let done = 0;
  for (const t of work) {
    onProgress?.(done, work.length, t.table);
    await run(t.sql());
    done += 1;
  }
  onProgress?.(done, work.length, 'rollups built');
}

/** The rollup tables the models declare, each with the columns it must have. */
export async function declaredRollupTables(): Promise<Map<string, string[]>> {
  return new Map(derivedTables(Object.values(await loadModelModules())).map((t) => [t.table, t.columns]));
}
