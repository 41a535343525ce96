import type { ProgressCallback } from '../../datagen/progress';
import type { ChdbFolder } from './chdbEngine';
import { openDuckSource } from './duckSource';
import { tablePlans } from './load';
import type { TablePlan } from './schema';
import { quoteIdent } from './sqlText';

/**
 * The statements that create a table on one engine (chDB): stored under its own name, partitioned
 * and sorted as a cluster's shards store it (schema.ts), with nothing distributed.
 */
export function singleNodeStatements(plan: TablePlan, database: string): string[] {
  const table = `${quoteIdent(database)}.${quoteIdent(plan.name)}`;
  const columns = plan.columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
  const orderBy = plan.orderBy.length > 0 ? `(${plan.orderBy.map(quoteIdent).join(', ')})` : 'tuple()';
  return [`DROP TABLE IF EXISTS ${table}`, `CREATE TABLE ${table} (${columns}) ENGINE = MergeTree${plan.partitionBy ? ` PARTITION BY ${plan.partitionBy}` : ''} ORDER BY ${orderBy}`];
}

/**
 * Copies every table of a DuckDB warehouse into a chDB folder's `database`, replacing tables of the
 * same names: the same columns, types and values as the cluster's load (load.ts: the schema from
 * DuckDB's catalog, rows as DuckDB's JSONEachRow), each table's row count checked.
 */
export async function loadChdb(from: string, folder: ChdbFolder, database = 'default', onProgress?: ProgressCallback): Promise<Record<string, number>> {
  const source = await openDuckSource(from);
  try {
    await folder.command(`CREATE DATABASE IF NOT EXISTS ${quoteIdent(database)}`);
    const { plans, counts, total } = await tablePlans(source);
    let done = 0;
    for (const plan of plans) {
      onProgress?.(done, total, plan.name);
      for (const sql of singleNodeStatements(plan, database)) await folder.command(sql);
      const table = `${quoteIdent(database)}.${quoteIdent(plan.name)}`;
      // chDB's insert takes the table as bare name segments (a warehouse's names are plain: schema.ts)
      for await (const batch of source.batches(plan, 100_000)) {
        await folder.insertJsonLines(`${database}.${plan.name}`, batch.text);
        done += batch.rows;
        onProgress?.(done, total, plan.name);
      }
      const [{ n }] = (await folder.select(`SELECT count() AS n FROM ${table}`)).data as { n: string }[];
      if (Number(n) !== counts[plan.name]) throw new Error(`${plan.name}: ${n} rows in chDB, ${counts[plan.name]} in DuckDB`);
    }
    return counts;
  } finally {
    source.close();
  }
}
