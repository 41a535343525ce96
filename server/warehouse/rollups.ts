import { isRatio, type ModelDefinition, type RollupDef } from '../../src/engine/definition/model';
import { aggregateSql } from '../compiler/sql/expressions';
import { joinClauses } from '../compiler/sql/joins';
import { ident } from '../compiler/sql/params';
import { rollupTable } from '../compiler/types';
import { loadModelModules } from '../definitions/discover';

/** The CREATE TABLE of one rollup: the model's raw aggregate by day and the rollup's dimensions, sorted by day for pruning. */
export function rollupSql(model: ModelDefinition, rollup: RollupDef): string {
  const raw = { kind: 'raw' } as const;
  const joins = new Set<string>();
  for (const d of rollup.dimensions) if (model.dimensions[d].join) joins.add(model.dimensions[d].join!);
  for (const m of [...rollup.measures, ...(rollup.exactDistinct?.measures ?? [])]) {
    const def = model.measures[m];
    if (!isRatio(def) && def.join) joins.add(def.join);
  }
  const select = [
    `f.${ident(model.timeColumn!)} AS stat_date`,
    ...rollup.dimensions.map((d) => `${model.dimensions[d].sql} AS ${ident(d)}`),
    ...rollup.measures.map((m) => `CAST(${aggregateSql(model, m, raw)} AS ${model.measures[m].format === 'count' ? 'BIGINT' : 'DOUBLE'}) AS ${ident(m)}`),
    ...(rollup.exactDistinct?.measures ?? []).map((m) => `CAST(${aggregateSql(model, m, raw)} AS BIGINT) AS ${ident(m)}`),
  ];
  const from = [`${ident(model.table)} f`, ...joinClauses(model, joins)];
  return `CREATE OR REPLACE TABLE ${ident(rollupTable(model, rollup))} AS SELECT ${select.join(', ')} FROM ${from.join(' ')} GROUP BY ALL ORDER BY stat_date, site_id`;
}

/**
 * Builds the rollup tables the models declare, after the raw facts are loaded.
 * `run` executes one SQL statement on the write connection of the warehouse being built.
 */
export async function buildRollups(run: (sql: string) => Promise<void>, onProgress?: (done: number, total: number, label: string) => void, only?: (table: string) => boolean): Promise<void> {
  const models = Object.values(await loadModelModules());
  const work = models.flatMap((model) => (model.timeColumn ? (model.rollups ?? []).map((rollup) => ({ model, rollup })) : []))
    .filter(({ model, rollup }) => !only || only(rollupTable(model, rollup)));
  let done = 0;
  for (const { model, rollup } of work) {
    onProgress?.(done, work.length, rollupTable(model, rollup));
    await run(rollupSql(model, rollup));
    done += 1;
  }
  onProgress?.(done, work.length, 'rollups built');
}

/** The rollup tables the models declare, each with the columns it must have. */
export async function declaredRollupTables(): Promise<Map<string, string[]>> {
  const models = Object.values(await loadModelModules());
  return new Map(models.flatMap((model) => (model.timeColumn ? (model.rollups ?? []) : []).map((rollup) => [
    rollupTable(model, rollup), ['stat_date', ...rollup.dimensions, ...rollup.measures, ...(rollup.exactDistinct?.measures ?? [])],
  ] as [string, string[]])));
}
