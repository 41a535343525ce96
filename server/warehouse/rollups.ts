import { isRatio, type ActivityDef, type AggregateMeasureDef, type ModelDefinition, type RollupDef, type SpanDef } from '../../src/engine/definition/model';
import { aggregateSql } from '../compiler/sql/expressions';
import { joinClauses } from '../compiler/sql/joins';
import { ident } from '../compiler/sql/params';
import { activityTable, rollupTable, spanTable } from '../compiler/types';
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

/** The CREATE TABLE of one rollup: the model's raw aggregate by day and the rollup's dimensions, sorted by day for pruning. */
export function rollupSql(model: ModelDefinition, rollup: RollupDef): string {
  const raw = { kind: 'raw' } as const;
  const select = [
    `f.${ident(model.timeColumn!)} AS stat_date`,
    ...rollup.dimensions.map((d) => `${model.dimensions[d].sql} AS ${ident(d)}`),
    ...rollup.measures.map((m) => `CAST(${aggregateSql(model, m, raw)} AS ${model.measures[m].format === 'count' ? 'BIGINT' : 'DOUBLE'}) AS ${ident(m)}`),
    ...(rollup.exactDistinct?.measures ?? []).map((m) => `CAST(${aggregateSql(model, m, raw)} AS BIGINT) AS ${ident(m)}`),
  ];
  const from = factFrom(model, rollup.dimensions, [...rollup.measures, ...(rollup.exactDistinct?.measures ?? [])]);
  return `CREATE OR REPLACE TABLE ${ident(rollupTable(model, rollup))} AS SELECT ${select.join(', ')} FROM ${from.join(' ')} GROUP BY ALL ORDER BY stat_date, site_id`;
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
    return `bit_or(CASE WHEN ${counted} THEN (1::UINTEGER << (dayofmonth(${time}) - 1)) ELSE 0::UINTEGER END) AS ${ident(m)}`;
  });
  const select = [...activity.dimensions.map((d) => `${model.dimensions[d].sql} AS ${ident(d)}`), 'f.member_id AS member_id', `CAST(date_trunc('month', ${time}) AS DATE) AS month`, ...masks];
  const from = factFrom(model, activity.dimensions, activity.measures);
  return `CREATE OR REPLACE TABLE ${ident(activityTable(model))} AS SELECT ${select.join(', ')} FROM ${from.join(' ')} GROUP BY ALL ORDER BY month, site_id`;
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
    ...(model.activity ? [{ table: activityTable(model), columns: [...model.activity.dimensions, 'member_id', 'month', ...model.activity.measures], sql: () => activitySql(model, model.activity!) }] : []),
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
