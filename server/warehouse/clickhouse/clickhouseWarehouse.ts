import { randomUUID } from 'node:crypto';
import type { ClickHouseSettings } from '@clickhouse/client';
import { QueryTimeoutError, type QueryOptions, type Row, type SqlValue, type Warehouse } from '../warehouse';
import { clickHouseClient, type ClickHouseConfig } from './config';
import { ClickHouseUnavailableError, reachFailure, serverErrorCode, TIMEOUT_EXCEEDED, toQueryError } from './errors';
import { httpEngine, type ClickHouseEngine } from './engine';
import { readsCurrentDialect } from './version';
import { toRows } from './rows';
import { quoteString } from './sqlText';
import { ResidentTables } from '../resident';
import type { HeldTables } from '../residentTypes';
import { clickHouseHeldSource } from './held';
import { MATERIALIZED, SHARED_READS_SETTING, shareRepeatedReads, type SharedReads } from './sharedReads';

/**
 * Settings of every console query:
 * - readonly 2: the console only reads, whatever SQL reached the server (settings stay changeable);
 * - join_use_nulls: an unmatched LEFT JOIN row holds NULL as in DuckDB, not the type's default;
 * - distributed_product_mode 'global': an IN or JOIN whose right side reads a Distributed table
 *   is computed once and shipped to the shards (18.16 refuses it by default), which is right
 *   whatever the two sides are sharded by;
 * - wait_end_of_query: the answer is buffered until the query ends, so an error (a timeout
 *   included) arrives as an error status and never after a partial body.
 * - max_query_size 16 MB: a report in another currency than the base writes each day's rate as
 *   literals (18.16 binds no parameters), about 20 bytes a day for each money figure read; the
 *   default 256 KB refused a two-year range of a kind reading several.
 */
const CONSOLE_SETTINGS: ClickHouseSettings = {
  readonly: '2', join_use_nulls: 1, distributed_product_mode: 'global', wait_end_of_query: 1, max_query_size: '16777216',
};

export interface ClickHouseWarehouseOptions {
  /** Settings added to (or replacing) the console's on every query. */
  settings?: ClickHouseSettings;
  /** Hold small tables in memory for reads the web tier answers itself (../resident.ts), unless false. */
  resident?: boolean;
  /** Bytes the tables held in memory may take in all. */
  heldBytes?: number;
  /** Told when one of several nodes is found unreachable, and when it answers again. */
  onNode?: (line: string) => void;
  /** How long a node found unreachable is skipped (default 10 s). */
  retryAfterMs?: number;
  /**
   * Read a statement's repeated subqueries once (sharedReads.ts) where the server offers materialized
   * CTEs: `auto` (the default) on one engine's tables, not a cluster's (not yet tried on current
   * Distributed tables); `on` on a cluster too; `off` never (CLICKHOUSE_SHARED_READS).
   */
  sharedReads?: SharedReads;
  /** Told when a statement with shared reads failed and ran again as printed. */
  onWarning?: (line: string) => void;
}

/**
 * The scale-out warehouse: the same tables as DuckDB's on a ClickHouse cluster (see schema.ts).
 * Checks at once that the server answers and holds a loaded warehouse; throws
 * ClickHouseUnavailableError with a one-line reason otherwise.
 */
export async function openClickHouseWarehouse(config: ClickHouseConfig, options: ClickHouseWarehouseOptions = {}): Promise<ClickHouseWarehouse> {
  const urls = config.urls && config.urls.length > 0 ? config.urls : [config.url];
  for (const url of urls) {
    if (!/^https?:\/\/[^\s/]+/.test(url)) throw new ClickHouseUnavailableError(`CLICKHOUSE_URL must be an http:// or https:// address, e.g. http://ch1:8123 (got '${url}')`);
  }
  const nodes = urls.map((url) => ({ url, client: clickHouseClient({ ...config, url }) }));
  const failover = { ...(options.onNode ? { onNode: options.onNode } : {}), ...(options.retryAfterMs !== undefined ? { retryAfterMs: options.retryAfterMs } : {}) };
  return openEngineWarehouse(httpEngine(nodes, config.cluster, failover), config.database, options);
}

/** The warehouse in `database` of an engine (engine.ts: a server over HTTP, chDB in the process), checked loaded; closed again where it is not. */
export async function openEngineWarehouse(engine: ClickHouseEngine, database: string, options: ClickHouseWarehouseOptions = {}): Promise<ClickHouseWarehouse> {
  const warehouse = new ClickHouseWarehouse(engine, database, options.settings, options.resident !== false, options.heldBytes);
  warehouse.onWarning = options.onWarning;
  try {
    await warehouse.checkLoaded(options.sharedReads ?? 'auto');
  } catch (error) {
    await warehouse.close();
    throw error;
  }
  return warehouse;
}

/**
 * The same tables as DuckDB's on a ClickHouse engine (engine.ts): a cluster's servers over HTTP, or
 * chDB in the process; `database` holds the warehouse.
 */
export class ClickHouseWarehouse implements Warehouse {
  readonly dialect = 'clickhouse' as const;
  /** The server's version (`version()`), read with the check that the warehouse is loaded. */
  serverVersion?: string;
  /** Whether statements read their repeated subqueries once (checkLoaded: one current server with materialized CTEs). */
  sharesReads = false;
  /** Statements run with shared reads. */
  sharedStatements = 0;
  /** Statements whose shared form failed and that ran again as printed (each one told to onWarning). */
  sharedReadsFailed = 0;
  onWarning?: (line: string) => void;
  private readonly settings: ClickHouseSettings;
  private readonly held?: ResidentTables;

  constructor(private readonly engine: ClickHouseEngine, readonly database: string, settings: ClickHouseSettings = {}, resident = false, heldBytes?: number) {
    this.settings = { ...CONSOLE_SETTINGS, ...settings };
    // small tables read once and held, as a DuckDB console holds them: the same executors answer from them
    if (resident) this.held = new ResidentTables(clickHouseHeldSource((sql) => this.query(sql, [], { timeoutMs: 120_000 }), database), { ...(heldBytes !== undefined ? { maxBytes: heldBytes } : {}) });
  }

  resident(): HeldTables | undefined {
    return this.held;
  }

  /**
   * Runs one statement. Its values, where it has any, are bound on the server under the names its
   * placeholders give them (`{p1:Int64}` is the first: the current dialect's QueryParams); 18.16
   * has no server-side parameters, and its form writes values into the SQL as typed, escaped literals.
   */
  async query(sql: string, params: readonly SqlValue[] = [], options: QueryOptions = {}): Promise<Row[]> {
    if (params.length > 0 && !readsCurrentDialect(this.serverVersion)) {
      throw new Error(`ClickHouse ${this.serverVersion ?? '(version not read yet)'} takes no bound parameters: its dialect writes values as escaped literals`);
    }
    // a statement naming its own relations to run once (relations.ts `namedRelations`): shared as written, or plainly named where the server cannot
    const named = sql.includes(MATERIALIZED);
    if (named && !this.sharesReads) return this.run(sql.replaceAll(MATERIALIZED, ' AS ('), options, {}, params);
    const shared = this.sharesReads && !named ? shareRepeatedReads(sql) : sql;
    if (shared === sql && !named) return this.run(sql, options, {}, params);
    try {
      this.sharedStatements += 1;
      return await this.run(shared, options, { [SHARED_READS_SETTING]: 1 }, params);
    } catch (error) {
      // a timeout stays one; any other error of the experimental form is told and the statement runs as printed
      if (error instanceof QueryTimeoutError) throw error;
      this.sharedReadsFailed += 1;
      this.onWarning?.(`ClickHouse: a statement with shared reads failed, run again as printed: ${(error as Error).message.split('\n')[0].slice(0, 300)}`);
      return this.run(sql.replaceAll(MATERIALIZED, ' AS ('), options, {}, params);
    }
  }

  private async run(sql: string, options: QueryOptions, extra: ClickHouseSettings = {}, params: readonly SqlValue[] = []): Promise<Row[]> {
    const queryId = randomUUID();
    const abort = new AbortController();
    let timedOut = false;
    const timer = options.timeoutMs ? setTimeout(() => {
      timedOut = true;
      abort.abort();
      void this.engine.kill(queryId);
    }, options.timeoutMs) : undefined;
    try {
      const body = await this.engine.select(sql, { queryId, signal: abort.signal, settings: { ...this.querySettings(options.timeoutMs), ...extra }, ...(params.length ? { params: namedParams(params) } : {}) });
      return toRows(body.meta, body.data);
    } catch (error) {
      if (timedOut || serverErrorCode(error) === TIMEOUT_EXCEEDED) throw new QueryTimeoutError(options.timeoutMs ?? 0, queryId);
      throw toQueryError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The rollup tables (on a cluster their Distributed names, with the rows of their shards summed). */
  async rollupCatalog(): Promise<Map<string, number>> {
    const database = quoteString(this.database);
    const { cluster } = this.engine;
    if (cluster === undefined) {
      const tables = await this.query(`SELECT name, total_rows AS n FROM system.tables WHERE database = ${database} AND match(name, '^rollup_')`);
      return new Map(tables.map((t) => [String(t.name), Number(t.n)]));
    }
    const tables = await this.query(`SELECT name FROM system.tables
      WHERE database = ${database} AND engine = 'Distributed' AND match(name, '^rollup_')`);
    const parts = await this.query(`SELECT table, sum(rows) AS n FROM cluster(${quoteString(cluster)}, system.parts)
      WHERE database = ${database} AND active AND match(table, '^rollup_.*_local$') GROUP BY table`);
    const rows = new Map(parts.map((p) => [String(p.table), Number(p.n)]));
    return new Map(tables.map((t) => [String(t.name), rows.get(`${t.name}_local`) ?? 0]));
  }

  /**
   * A load replaces the database's tables while the console may run: their active parts' latest
   * change names it. On a cluster the parts are read through cluster() from the first replica of
   * each shard that answers (load_balancing in_order, never the receiving node's own replica first), the same whichever node receives the query:
   * nodes asked in turn do not name one load differently (a replica's parts are written when it
   * fetches them), and a replica lost or back changes the name once.
   */
  async generation(): Promise<string> {
    const { cluster } = this.engine;
    const parts = cluster === undefined ? 'system.parts' : `cluster(${quoteString(cluster)}, system.parts)`;
    const [row] = await this.run(`SELECT toString(max(modification_time)) AS changed, count() AS parts FROM ${parts}
      WHERE database = ${quoteString(this.database)} AND active`, { timeoutMs: 10_000 }, cluster === undefined ? {} : { load_balancing: 'in_order', prefer_localhost_replica: 0 });
    return `${String(row?.changed)}:${String(row?.parts)}`;
  }

  /** Answers, and holds a loaded warehouse: what the server checks before it listens. */

  async checkLoaded(sharedReads: SharedReads = 'auto'): Promise<void> {
    const { where, cluster } = this.engine;
    let found: Row[];
    try {
      found = await this.query(`SELECT name, version() AS version FROM system.tables WHERE database = ${quoteString(this.database)} AND name = 'warehouse_meta'`, [], { timeoutMs: 10_000 });
    } catch (error) {
      throw new ClickHouseUnavailableError(reachFailure(error, where));
    }
    if (found.length === 0) {
      throw new ClickHouseUnavailableError(`${where} has no warehouse in database '${this.database}': load one with `
        + `npm run clickhouse:load -- --from <warehouse.duckdb> ${this.engine.loadFlags} --database ${this.database}${cluster === undefined ? '' : ' (add --nodes url1,url2 when the nodes share a host)'}`);
    }
    this.serverVersion = String(found[0].version);
    this.sharesReads = (sharedReads === 'on' || (sharedReads === 'auto' && cluster === undefined)) && readsCurrentDialect(this.serverVersion)
      && Number((await this.query(`SELECT count() AS n FROM system.settings WHERE name = ${quoteString(SHARED_READS_SETTING)}`, [], { timeoutMs: 10_000 }))[0]?.n) > 0;
    if (cluster === undefined) return;
    // every Distributed table names the cluster: a wrong name would fail on the first report instead
    const clusters = (await this.query('SELECT DISTINCT cluster FROM system.clusters', [], { timeoutMs: 10_000 })).map((r) => String(r.cluster));
    if (!clusters.includes(cluster)) {
      throw new ClickHouseUnavailableError(`${where} has no cluster '${cluster}' (it knows ${clusters.length ? clusters.join(', ') : 'none'}): set CLICKHOUSE_CLUSTER`);
    }
  }

  async close(): Promise<void> {
    await this.engine.close();
  }

  private querySettings(timeoutMs: number | undefined): ClickHouseSettings {
    if (!timeoutMs) return this.settings;
    // whole seconds in 18.16; the abort above keeps the exact limit for the caller
    return { ...this.settings, max_execution_time: Math.max(1, Math.ceil(timeoutMs / 1000)), timeout_overflow_mode: 'throw' };
  }
}

/** A statement's bound values by the names its placeholders give them: `p1`, `p2`, … in order. */
export function namedParams(values: readonly SqlValue[]): Record<string, SqlValue> {
  return Object.fromEntries(values.map((v, i) => [`p${i + 1}`, v]));
}
