import type { ProgressCallback } from '../../datagen/progress';
import type { ChdbFolder } from './chdbEngine';
import { openDuckSource } from './duckSource';
import { tablePlans } from './load';
import { createStatements } from './schema';
import { quoteIdent } from './sqlText';

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
      // one engine: every table stored under its own name, as a cluster's nodes each store a full copy (partitioned and sorted alike)
      for (const sql of createStatements({ ...plan, kind: 'replicated' }, database, '')) await folder.command(sql);
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
