import type { ClickHouseClient } from '@clickhouse/client';
import type { DuckDBConnection } from '@duckdb/node-api';
import { clickHouseClient, type ClickHouseConfig } from '../warehouse/clickhouse/config';
import { openDuckSource, readTables } from '../warehouse/clickhouse/duckSource';
import { checkCount, checkReplicas, copyRows, loadClickHouse } from '../warehouse/clickhouse/load';
import { clusterLayout, runStatement, selectRows, type ClusterLayout } from '../warehouse/clickhouse/nodes';
import { createStatements, planTable, storageTable, type TablePlan } from '../warehouse/clickhouse/schema';
import { duckIdent, quoteIdent, quoteString } from '../warehouse/clickhouse/sqlText';
import type { LoadRecord } from './loadLog';

/**
 * A load for a console served from ClickHouse (`CLICKHOUSE_URL`). The DuckDB warehouse of DATA_DIR
 * stays the loader's record: the files are checked, written and the derived tables refreshed there
 * as for a DuckDB console. ClickHouse, which must hold that warehouse as it was before the load, is
 * then given what the load changed: of a fact or rollup, the months (its partitions) whose rows
 * differ; of a small table, the table. Each is first written beside the one served (`<name>__load`),
 * on every node, its rows counted; only then is each swapped in, a month at a time by REPLACE
 * PARTITION, a small table by RENAME: metadata operations of milliseconds, so a console reading
 * ClickHouse sees the load appear within a second rather than row by row. A load stopped before the
 * swaps leaves ClickHouse as it was; one stopped during them (a node lost) is mended by running the
 * same load again, which replaces the same months and tables whole.
 */
export interface ClickHouseTarget {
  target: ClickHouseConfig;
  /** HTTP URL of every node of the cluster; by default from its system.clusters. */
  nodes?: readonly string[];
}

/** What a load changed in ClickHouse (the loads log keeps it). */
export type ClickHousePushed = NonNullable<LoadRecord['clickhouse']>;

/** ClickHouse does not hold the warehouse the load starts from: the message says what to run. */
export class ClickHouseMirrorError extends Error {}

const STAGED = '__load';
const RETIRED = '__old';

/** One number per month of a distributed table's rows (its partitions), or one for a small table's. */
type Fingerprint = Map<string, string>;

/** Months as ClickHouse's toYYYYMM partitions name them. */
const monthOf = (column: string) => `strftime(${duckIdent(column)}, '%Y%m')`;

/** The rows of each month (or of the table) summed to one number: equal rows give equal numbers, in any order. */
async function fingerprint(c: DuckDBConnection, plan: TablePlan): Promise<Fingerprint> {
  const month = plan.partitionDate ? monthOf(plan.partitionDate) : `''`;
  const rows = (await c.runAndReadAll(`SELECT ${month} AS m, count(*)::VARCHAR || ':' || coalesce(sum(hash(t)::HUGEINT), 0)::VARCHAR AS f
    FROM ${duckIdent(plan.name)} t GROUP BY 1`)).getRowsJson();
  return new Map(rows.map(([m, f]) => [String(m), String(f)]));
}

/** The months (or '' for the table) whose fingerprints differ. */
function changed(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((m) => before.get(m) !== after.get(m)).sort();
}

/**
 * The loader's side: opened on the warehouse copy before the load writes (ClickHouse checked to hold
 * it), told the tables the load is about to write (`before`) and the fact months it replaces
 * (`replaces`), then, the copy complete and closed, `push` gives ClickHouse what changed.
 */
export class ClickHouseLoad {
  private readonly before = new Map<string, Fingerprint>();
  private readonly factMonths = new Map<string, Set<string>>();
  private readonly changes = new Map<string, string[]>();

  private constructor(private readonly to: ClickHouseTarget, private readonly plans: Map<string, TablePlan>) {}

  /**
   * Checks that ClickHouse holds the warehouse `c` reads (every table, its rows counted on each node
   * that holds it; a small table it lacks is created by the push) and takes the small tables'
   * fingerprints. Refuses with ClickHouseMirrorError otherwise, before anything is written.
   */
  static async open(c: DuckDBConnection, to: ClickHouseTarget): Promise<ClickHouseLoad> {
    const plans = new Map((await readTables(c)).map((t) => [t.name, planTable(t)]));
    const load = new ClickHouseLoad(to, plans);
    await load.withNodes(async (entry, nodes) => {
      const { database } = to.target;
      const held = await tablesIn(entry, database);
      const stale: string[] = [];
      for (const plan of plans.values()) {
        if (!held.has(plan.name)) {
          if (plan.kind === 'distributed') stale.push(`${plan.name} (missing)`);
          continue;
        }
        const rows = Number((await c.runAndReadAll(`SELECT count(*) FROM ${duckIdent(plan.name)}`)).getRows()[0][0]);
        await checkCount(plan, plan.kind === 'distributed' ? [entry] : nodes, database, rows).catch((e: unknown) => { stale.push((e as Error).message); });
      }
      if (stale.length) {
        throw new ClickHouseMirrorError(`ClickHouse at ${to.target.url} does not hold this warehouse as it is before the load (${stale.slice(0, 3).join('; ')}${stale.length > 3 ? `; ${stale.length - 3} more` : ''}): `
          + 'copy it first with npm run clickhouse:load -- --from <the warehouse file>, then load again');
      }
    });
    for (const plan of plans.values()) if (plan.kind === 'replicated') load.before.set(plan.name, await fingerprint(c, plan));
    return load;
  }

  /**
   * A fact whose days in `column` the load replaces with the rows of `loaded`: the months of those
   * days are replaced in ClickHouse (where its months are those of another column, the months found to differ).
   */
  async replaces(c: DuckDBConnection, table: string, column: string, loaded: string): Promise<void> {
    if (this.plans.get(table)?.partitionDate !== column) return this.writes(c, table);
    const months = (await c.runAndReadAll(`SELECT DISTINCT ${monthOf(column)} FROM ${duckIdent(loaded)}`)).getRows().map(([m]) => String(m));
    this.factMonths.set(table, new Set([...(this.factMonths.get(table) ?? []), ...months]));
  }

  /** A derived table about to be refreshed or built again: its months as they were. */
  async writes(c: DuckDBConnection, table: string): Promise<void> {
    const plan = this.plans.get(table);
    if (plan && !this.before.has(table)) this.before.set(table, await fingerprint(c, plan));
  }

  /** After the load's last write, on the same connection: the months and small tables that differ. */
  async settle(c: DuckDBConnection): Promise<void> {
    // a small table the load created (its log, on a first load into a generated warehouse)
    for (const t of await readTables(c, (name) => !this.plans.has(name) && !/^(fact|rollup)_/.test(name))) this.plans.set(t.name, planTable(t));
    for (const plan of this.plans.values()) {
      const months = this.factMonths.get(plan.name);
      if (months) {
        if (months.size) this.changes.set(plan.name, [...months].sort());
      }
      else if (this.before.has(plan.name) || plan.kind === 'replicated') {
        const found = changed(this.before.get(plan.name) ?? new Map(), await fingerprint(c, plan));
        if (found.length) this.changes.set(plan.name, found);
      }
    }
  }

  /** Gives ClickHouse what changed, reading the complete warehouse copy `file` (closed by the loader). */
  async push(file: string, onProgress?: (done: number, total: number, table: string) => void): Promise<ClickHousePushed> {
    const started = performance.now();
    const source = await openDuckSource(file);
    const { database, cluster } = this.to.target;
    const q = (name: string) => `${quoteIdent(database)}.${quoteIdent(name)}`;
    const work = [...this.changes].map(([name, months]) => {
      const plan = this.plans.get(name)!;
      return { plan, months, staged: { ...plan, name: `${plan.name}${STAGED}` } };
    });
    let rows = 0;
    try {
      return await this.withNodes(async (entry, nodes, layout) => {
        // each statement on every node before the next (schema.ts createStatements)
        const onEach = async (sqls: string[], on = nodes) => { for (const sql of sqls) for (const node of on) await runStatement(node, sql); };
        const { replicated } = layout;
        // a replicated table's partition is replaced on one replica of each shard: its other replicas follow (through ZooKeeper)
        const onePerShard = nodes.filter((_, i) => layout.nodes.findIndex((n) => n.shard === layout.nodes[i].shard) === i);
        // written beside the tables served, every row counted
        for (const [i, { plan, months, staged }] of work.entries()) {
          onProgress?.(i, work.length, plan.name);
          await onEach(createStatements(staged, database, cluster, { replicated }));
          const where = plan.kind === 'distributed' ? `${monthOf(plan.partitionDate!)} IN (${months.map(quoteString).join(', ')})` : undefined;
          const into = plan.kind === 'distributed' ? [entry] : nodes;
          let copied = 0;
          await copyRows(source, plan, into, database, 100_000, (n) => { copied += n; }, where, staged.name, replicated);
          if (replicated && plan.kind === 'distributed') await checkReplicas(staged, layout.nodes, nodes, database, copied);
          else await checkCount(staged, into, database, copied);
          rows += copied;
        }
        // then swapped in, month by month and table by table
        const held = await tablesIn(entry, database);
        for (const { plan, months, staged } of work) {
          if (plan.kind === 'distributed') {
            const present = new Set((await selectRows<{ p: string }>(entry, `SELECT DISTINCT toString(toYYYYMM(${quoteIdent(plan.partitionDate!)})) AS p FROM ${q(staged.name)}`))
              .map((r) => r.p));
            await onEach(months.map((m) => (present.has(m)
              ? `ALTER TABLE ${q(storageTable(plan))} REPLACE PARTITION ${m} FROM ${q(storageTable(staged))}`
              : `ALTER TABLE ${q(storageTable(plan))} DROP PARTITION ${m}`)), replicated ? onePerShard : nodes);
            // every replica holds the months replaced before the load is done
            if (replicated) await onEach([`SYSTEM SYNC REPLICA ${q(storageTable(plan))}`]);
          } else if (held.has(plan.name)) {
            await onEach([`DROP TABLE IF EXISTS ${q(`${plan.name}${RETIRED}`)}`, `RENAME TABLE ${q(plan.name)} TO ${q(`${plan.name}${RETIRED}`)}, ${q(staged.name)} TO ${q(plan.name)}`,
              `DROP TABLE ${q(`${plan.name}${RETIRED}`)}`]);
          } else {
            await onEach([`RENAME TABLE ${q(staged.name)} TO ${q(plan.name)}`]);
          }
        }
        for (const { plan, staged } of work) {
          await onEach([`DROP TABLE IF EXISTS ${q(staged.name)}`, ...(plan.kind === 'distributed' ? [`DROP TABLE IF EXISTS ${q(storageTable(staged))}`] : [])]);
        }
        onProgress?.(work.length, work.length, 'swapped in');
        const months = work.reduce((n, w) => n + (w.plan.kind === 'distributed' ? w.months.length : 0), 0);
        return { tables: work.length, months, rows, seconds: (performance.now() - started) / 1000 };
      });
    } finally {
      source.close();
    }
  }

  private async withNodes<T>(use: (entry: ClickHouseClient, nodes: ClickHouseClient[], layout: ClusterLayout) => Promise<T>): Promise<T> {
    const { target } = this.to;
    const connect = (url: string) => clickHouseClient({ ...target, url, database: 'default' });
    const entry = connect(target.url);
    const nodes: ClickHouseClient[] = [];
    try {
      const layout = await clusterLayout(entry, target.url, target.cluster, this.to.nodes, connect);
      nodes.push(...layout.nodes.map((n) => connect(n.url)));
      return await use(entry, nodes, layout);
    } finally {
      await Promise.all([entry, ...nodes].map((n) => n.close()));
    }
  }
}

/** The tables of a database, as the node asked holds them. */
async function tablesIn(node: ClickHouseClient, database: string): Promise<Set<string>> {
  return new Set((await selectRows<{ name: string }>(node, `SELECT name FROM system.tables WHERE database = ${quoteString(database)}`)).map((r) => r.name));
}

/** A first load into an empty folder: the complete warehouse copied into ClickHouse, table by table. */
export async function copyWhole(file: string, to: ClickHouseTarget, onProgress?: (done: number, total: number, table: string) => void): Promise<ClickHousePushed> {
  const result = await loadClickHouse({ from: file, target: to.target, ...(to.nodes ? { nodes: to.nodes } : {}), ...(onProgress ? { onProgress } : {}) });
  return { tables: Object.keys(result.rows).length, months: 0, rows: Object.values(result.rows).reduce((a, b) => a + b, 0), seconds: result.seconds, whole: true };
}
