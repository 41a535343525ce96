import type { ClickHouseClient, ClickHouseSettings } from '@clickhouse/client';
import type { ProgressCallback } from '../../datagen/progress';
import { clickHouseClient, type ClickHouseConfig } from './config';
import { openDuckSource, type DuckSource } from './duckSource';
import { clusterLayout, insertJsonLines, runStatement, selectRows, type ClusterNodeUrl } from './nodes';
import { createStatements, planTable, storageTable, type TablePlan } from './schema';
import { quoteIdent } from './sqlText';

export interface LoadOptions {
  /** The DuckDB warehouse file to copy. */
  from: string;
  target: ClickHouseConfig;
  /** HTTP URL of every node of the cluster; by default derived from its system.clusters. */
  nodes?: readonly string[];
  /** Rows per INSERT. */
  batchRows?: number;
  onProgress?: ProgressCallback;
}

export interface LoadResult {
  rows: Record<string, number>;
  nodes: string[];
  seconds: number;
}

/**
 * Copies every table of a DuckDB warehouse into ClickHouse, replacing the tables of the same
 * names: the schema is derived from DuckDB's catalog (schema.ts), rows stream out of DuckDB in
 * batches of JSONEachRow. Rollups are copied as DuckDB built them rather than rebuilt, so both
 * warehouses answer from identical pre-aggregates. Each table's row count is checked at the end.
 * On a cluster whose shards have replicas, a fact or rollup is a ReplicatedMergeTree: its rows go
 * to one replica of each shard, and the load waits until every replica holds them (SYSTEM SYNC
 * REPLICA), counting each replica's rows, so that a replica lost after the load leaves complete answers.
 */
export async function loadClickHouse(options: LoadOptions): Promise<LoadResult> {
  const started = performance.now();
  const { target } = options;
  // every statement names its database: the target one may not exist yet
  const connect = (url: string) => clickHouseClient({ ...target, url, database: 'default' });
  const source = await openDuckSource(options.from);
  const entry = connect(target.url);
  const nodes: ClickHouseClient[] = [];
  try {
    const layout = await clusterLayout(entry, target.url, target.cluster, options.nodes, connect);
    const urls = layout.nodes.map((n) => n.url);
    nodes.push(...urls.map(connect));
    await Promise.all(nodes.map((n) => runStatement(n, `CREATE DATABASE IF NOT EXISTS ${quoteIdent(target.database)}`)));
    const { plans, counts, total } = await tablePlans(source);
    let done = 0;
    for (const plan of plans) {
      options.onProgress?.(done, total, plan.name);
      // each statement on every node before the next (schema.ts: a replica is never created beside its shard's old one)
      for (const sql of createStatements(plan, target.database, target.cluster, { replicated: layout.replicated })) for (const node of nodes) await runStatement(node, sql);
      await copyRows(source, plan, plan.kind === 'distributed' ? [entry] : nodes, target.database, options.batchRows ?? 100_000, (rows) => {
        done += rows;
        options.onProgress?.(done, total, plan.name);
      }, undefined, plan.name, layout.replicated);
      if (plan.kind === 'distributed' && layout.replicated) await checkReplicas(plan, layout.nodes, nodes, target.database, counts[plan.name]);
      else await checkCount(plan, plan.kind === 'distributed' ? [entry] : nodes, target.database, counts[plan.name]);
    }
    options.onProgress?.(total, total, 'loaded');
    return { rows: counts, nodes: urls, seconds: (performance.now() - started) / 1000 };
  } finally {
    source.close();
    await Promise.all([entry, ...nodes].map((c) => c.close()));
  }
}

/** Every table of the DuckDB warehouse as ClickHouse stores it (schema.ts), with its rows counted, and their sum. */
export async function tablePlans(source: DuckSource): Promise<{ plans: TablePlan[]; counts: Record<string, number>; total: number }> {
  const plans = (await source.tables()).map(planTable);
  const counts: Record<string, number> = {};
  for (const plan of plans) counts[plan.name] = await source.count(plan.name);
  return { plans, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}

/**
 * Streams a table's rows (those `where` holds) into `<name>` (or `intoTable`) on the given nodes: a Distributed table on the entry node
 * (insert_distributed_sync: the rows are on their shards when the INSERT returns), or the full
 * copy on every node. The next batch is read from DuckDB while the previous one is being sent.
 */
export async function copyRows(source: DuckSource, plan: TablePlan, into: ClickHouseClient[], database: string, batchRows: number, onRows: (n: number) => void,
  where?: string, intoTable = plan.name, replicated = false): Promise<void> {
  const table = `${quoteIdent(database)}.${quoteIdent(intoTable)}`;
  // a replicated table drops a block equal to one it already has (insert_deduplicate): two equal batches are two batches here
  const settings: ClickHouseSettings = plan.kind === 'distributed' ? { insert_distributed_sync: 1, ...(replicated ? { insert_deduplicate: 0 } : {}) } : {};
  let sending: Promise<void> = Promise.resolve();
  for await (const batch of source.batches(plan, batchRows, where)) {
    await sending;
    sending = Promise.all(into.map((node) => insertJsonLines(node, table, batch.text, settings))).then(() => onRows(batch.rows));
    sending.catch(() => undefined); // awaited (and thrown) before the next batch or at the end
  }
  await sending;
}

export async function checkCount(plan: TablePlan, nodes: ClickHouseClient[], database: string, expected: number): Promise<void> {
  for (const node of nodes) {
    const [{ n }] = await selectRows<{ n: string }>(node, `SELECT count() AS n FROM ${quoteIdent(database)}.${quoteIdent(plan.name)}`);
    if (Number(n) !== expected) throw new Error(`${plan.name}: ${n} rows in ClickHouse, ${expected} in DuckDB`);
  }
}

/**
 * A replicated table loaded: every replica has fetched what its shard was given (SYSTEM SYNC
 * REPLICA waits for its queue), the replicas of a shard hold the same rows, and the shards' rows add up to DuckDB's.
 */
export async function checkReplicas(plan: TablePlan, layout: readonly ClusterNodeUrl[], nodes: ClickHouseClient[], database: string, expected: number): Promise<void> {
  const storage = `${quoteIdent(database)}.${quoteIdent(storageTable(plan))}`;
  await Promise.all(nodes.map((node) => runStatement(node, `SYSTEM SYNC REPLICA ${storage}`)));
  const byShard = new Map<number, number[]>();
  for (const [i, node] of nodes.entries()) {
    const [{ n }] = await selectRows<{ n: string }>(node, `SELECT count() AS n FROM ${storage}`);
    byShard.set(layout[i].shard, [...(byShard.get(layout[i].shard) ?? []), Number(n)]);
  }
  let sum = 0;
  for (const [shard, counts] of byShard) {
    if (new Set(counts).size !== 1) throw new Error(`${plan.name}: the replicas of shard ${shard} hold ${counts.join(' and ')} rows`);
    sum += counts[0];
  }
  if (sum !== expected) throw new Error(`${plan.name}: ${sum} rows in ClickHouse, ${expected} in DuckDB`);
}
