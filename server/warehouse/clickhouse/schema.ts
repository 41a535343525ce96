/**
 * The ClickHouse form of the DuckDB warehouse, table for table and column for column, so that
 * SQL names the same tables and columns on both (see shared/design/DATA.md):
 *
 * - facts (`fact_*`) and rollups (`rollup_*`): a MergeTree `<name>_local` on every shard,
 *   partitioned by month of the table's date column and sorted by what reports filter on
 *   (site, date, member), plus a Distributed table `<name>` over the cluster, sharded by member
 *   where the table has one (a member's rows then sit on one shard), else by site;
 * - everything else (dimensions, maps, rates, warehouse_meta): small and joined, so a full copy
 *   named `<name>` on every node; a distributed query's JOIN to it then runs locally on each shard.
 * - on a cluster whose shards have replicas, `<name>_local` is a ReplicatedMergeTree (LayoutOptions).
 *
 * Types follow DuckDB's (read from its information_schema, never listed here). Money, exact
 * decimals in DuckDB (DECIMAL(18,9) and (18,6)), is Float64 here: 18.16 divides a Decimal by a
 * Decimal at the dividend's scale and refuses a division by zero, where the compiled ratios need
 * DuckDB's floating division; Float64 sums of these values agree with DuckDB's exact ones far
 * below a cent (the same-bits promise is DuckDB's, the served warehouse). A TIMESTAMP becomes DateTime('UTC'), which 18.16 keeps to the second only, so
 * a companion column `<name>_epoch_ms` (Int64) carries the exact instant for durations.
 */
import { duckIdent, quoteIdent, quoteString } from './sqlText';

export interface SourceColumn {
  name: string;
  /** DuckDB's data_type as information_schema spells it: INTEGER, DECIMAL(18,2), VARCHAR[] … */
  duckType: string;
  nullable: boolean;
}

export interface SourceTable {
  name: string;
  columns: SourceColumn[];
}

export interface TargetColumn {
  name: string;
  type: string;
  /** The DuckDB expression read for it, shaped as ClickHouse's JSONEachRow input wants it. */
  source: string;
}

export interface TablePlan {
  name: string;
  kind: 'distributed' | 'replicated';
  columns: TargetColumn[];
  partitionBy?: string;
  /** The DATE column whose month partitions a distributed table. */
  partitionDate?: string;
  orderBy: string[];
  shardBy?: string;
}

export const EPOCH_MS_SUFFIX = '_epoch_ms';

const SCALARS: Record<string, string> = {
  BOOLEAN: 'UInt8', TINYINT: 'Int8', SMALLINT: 'Int16', INTEGER: 'Int32', BIGINT: 'Int64',
  UTINYINT: 'UInt8', USMALLINT: 'UInt16', UINTEGER: 'UInt32', UBIGINT: 'UInt64',
  // 18.16 has no Int128: a HUGEINT keeps every digit as a 38-digit decimal
  HUGEINT: 'Decimal(38, 0)', FLOAT: 'Float32', DOUBLE: 'Float64', DATE: 'Date', VARCHAR: 'String',
};

/** The ClickHouse type of a DuckDB type, without Nullable. */
export function clickHouseType(duckType: string): string {
  const list = /^(.*)\[\]$/.exec(duckType);
  if (list) return `Array(${clickHouseType(list[1])})`;
  const decimal = /^DECIMAL\((\d+),\s*(\d+)\)$/.exec(duckType);
  if (decimal) return Number(decimal[2]) > 0 ? 'Float64' : `Decimal(${decimal[1]}, 0)`;
  if (duckType === 'TIMESTAMP') return "DateTime('UTC')";
  const scalar = SCALARS[duckType];
  if (!scalar) throw new Error(`no ClickHouse type for DuckDB's ${duckType}`);
  return scalar;
}

function targetColumns(c: SourceColumn): TargetColumn[] {
  const id = duckIdent(c.name);
  const base = clickHouseType(c.duckType);
  if (c.nullable && base.startsWith('Array(')) throw new Error(`column ${c.name}: ClickHouse has no nullable ${base}; declare it NOT NULL in DuckDB`);
  const wrap = (t: string) => (c.nullable ? `Nullable(${t})` : t);
  if (c.duckType === 'TIMESTAMP') {
    return [
      { name: c.name, type: wrap(base), source: `strftime(${id}, '%Y-%m-%d %H:%M:%S')` },
      { name: `${c.name}${EPOCH_MS_SUFFIX}`, type: wrap('Int64'), source: `epoch_ms(${id})` },
    ];
  }
  const source = c.duckType === 'BOOLEAN' ? `CAST(${id} AS UTINYINT)` : id;
  return [{ name: c.name, type: wrap(base), source }];
}

/** Where a table goes and how it is keyed. Sort and shard keys must be columns without NULLs. */
export function planTable(table: SourceTable): TablePlan {
  const columns = table.columns.flatMap(targetColumns);
  const keyable = new Set(table.columns.filter((c) => !c.nullable && !c.duckType.endsWith('[]')).map((c) => c.name));
  const has = (name: string) => keyable.has(name);
  const distributed = /^(fact|rollup)_/.test(table.name);
  if (!distributed) {
    const orderBy = [...new Set([has('site_id') ? 'site_id' : undefined, table.columns.find((c) => has(c.name))?.name].filter((c): c is string => c !== undefined))];
    return { name: table.name, kind: 'replicated', columns, orderBy };
  }
  const date = has('stat_date') ? 'stat_date' : table.columns.find((c) => c.duckType === 'DATE' && has(c.name))?.name;
  if (!date) throw new Error(`${table.name}: a fact or rollup needs a DATE column without NULLs to partition by`);
  if (!has('site_id')) throw new Error(`${table.name}: a fact or rollup needs a site_id without NULLs`);
  const orderBy = ['site_id', date, ...(has('member_id') ? ['member_id'] : [])];
  return {
    name: table.name, kind: 'distributed', columns, orderBy,
    partitionBy: `toYYYYMM(${quoteIdent(date)})`, partitionDate: date,
    shardBy: `intHash64(${quoteIdent(has('member_id') ? 'member_id' : 'site_id')})`,
  };
}

/** The table that holds a plan's rows on one node: `<name>_local` behind a Distributed table, else `<name>`. */
export function storageTable(plan: TablePlan): string {
  return plan.kind === 'distributed' ? `${plan.name}_local` : plan.name;
}

export interface LayoutOptions {
  /**
   * The cluster's shards have replicas: a distributed table's `<name>_local` is a ReplicatedMergeTree
   * kept in step through ZooKeeper, its path per shard from the node's `{shard}` macro and its
   * replica named by `{replica}` (a Distributed INSERT then writes one replica of each shard, with
   * internal_replication in the cluster's config). Small tables stay a MergeTree written on every node.
   */
  replicated?: boolean;
}

/** The ZooKeeper path of a replicated table: one per shard, named by database and table. */
export function replicaPath(database: string, storage: string): string {
  return `/clickhouse/tables/{shard}/${database}.${storage}`;
}

/**
 * The statements that create a plan's tables on one node (run on every node), after dropping old
 * ones. On a replicated cluster run each statement on every node before the next: a replica
 * dropped and created again while its shard's other replica still holds the old table would copy
 * the old rows back from it.
 */
export function createStatements(plan: TablePlan, database: string, cluster: string, layout: LayoutOptions = {}): string[] {
  const q = (name: string) => `${quoteIdent(database)}.${quoteIdent(name)}`;
  const storage = storageTable(plan);
  const columns = plan.columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
  const orderBy = plan.orderBy.length > 0 ? `(${plan.orderBy.map(quoteIdent).join(', ')})` : 'tuple()';
  const partition = plan.partitionBy ? ` PARTITION BY ${plan.partitionBy}` : '';
  const engine = layout.replicated && plan.kind === 'distributed'
    ? `ReplicatedMergeTree(${quoteString(replicaPath(database, storage))}, '{replica}')`
    : 'MergeTree';
  const statements = [
    `DROP TABLE IF EXISTS ${q(plan.name)}`,
    ...(plan.kind === 'distributed' ? [`DROP TABLE IF EXISTS ${q(storage)}`] : []),
    `CREATE TABLE ${q(storage)} (${columns}) ENGINE = ${engine}${partition} ORDER BY ${orderBy}`,
  ];
  if (plan.kind === 'distributed') {
    statements.push(`CREATE TABLE ${q(plan.name)} AS ${q(storage)} ENGINE = Distributed(${quoteString(cluster)}, ${quoteString(database)}, ${quoteString(storage)}, ${plan.shardBy})`);
  }
  return statements;
}

/**
 * The DuckDB SELECT that reads a table (the rows `where` holds) as JSONEachRow lines. DuckDB's own to_json writes them:
 * several times faster than encoding in JavaScript, and exact (64-bit integers and decimals
 * bare, doubles in their shortest round-trip form).
 */
export function sourceSelect(plan: TablePlan, where?: string): string {
  const fields = plan.columns.map((c) => `${duckIdent(c.name)} := ${c.source}`).join(', ');
  return `SELECT to_json(struct_pack(${fields}))::VARCHAR FROM ${duckIdent(plan.name)}${where ? ` WHERE ${where}` : ''}`;
}
