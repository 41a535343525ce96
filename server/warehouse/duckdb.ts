import { BIGINT, DuckDBConnection, DuckDBInstance, LIST, type DuckDBMaterializedResult, type DuckDBType, type DuckDBValue, listValue } from '@duckdb/node-api';
import { stat } from 'node:fs/promises';
import { duckRollupCatalog } from './catalog';
import { PreparedStatements } from './duckPrepared';
import { ResidentTables } from './resident';
import { duckHeldSource } from './duckHeld';
import type { HeldTables } from './residentTypes';
import { ValueTable, valueStatement, type ValueStatement } from './duckValueTable';
import { columnObjects, exactRowObjects, rowObjects } from './duckRows';
import { QueryTimeoutError, type ColumnResult, type ExactRow, type QueryOptions, type Row, type SqlValue, type Warehouse } from './warehouse';

export interface DuckWarehouseOptions {
  readOnly?: boolean;
  /** Connections in the pool: queries beyond it wait their turn. */
  connections?: number;
  threads?: number;
  /** Hold small tables in memory for reads the web tier answers itself (./resident.ts): read-only warehouses only, unless false. */
  resident?: boolean;
  /** DuckDB's memory_limit in MiB (its buffer pool; beyond it, it spills to its temporary directory or fails the statement). Unset: DuckDB's default, 80% of the machine. */
  memoryMb?: number;
  /** Bytes the tables held in memory may take in all (./resident.ts): a table that would pass it is not held. */
  heldBytes?: number;
}

/**
 * The embedded warehouse. Opened read-only by the server, with external access disabled so that
 * no request can reach read_csv, ATTACH or INSTALL, whatever SQL it managed to produce.
 */
export async function openDuckWarehouse(file: string, options: DuckWarehouseOptions = {}): Promise<DuckWarehouse> {
  const config: Record<string, string> = { enable_external_access: 'false', autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' };
  if (options.readOnly) config.access_mode = 'READ_ONLY';
  if (options.threads) config.threads = String(options.threads);
  if (options.memoryMb) config.memory_limit = `${options.memoryMb}MiB`;
  const instance = await DuckDBInstance.create(file, config);
  const pool: DuckDBConnection[] = [];
  for (let i = 0; i < (options.connections ?? 4); i++) pool.push(await instance.connect());
  return new DuckWarehouse(instance, pool, await fileGeneration(file), Boolean(options.readOnly) && options.resident !== false, options.heldBytes);
}

/**
 * A load writes a new file and renames it over the old one (server/datagen/ensure.ts); an open
 * warehouse keeps reading the file it opened. So the file as it was at open names the load read
 * for the warehouse's whole life: its inode, size and modification time.
 */
export async function fileGeneration(file: string): Promise<string> {
  if (file === ':memory:' || file === '') return `memory:${process.pid}:${Date.now()}`;
  const s = await stat(file);
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}`;
}

export class DuckWarehouse implements Warehouse {
  readonly dialect = 'duckdb' as const;
  private readonly idle: DuckDBConnection[];
  private readonly waiting: ((c: DuckDBConnection) => void)[] = [];
  /** Each connection's prepared statements (a prepared statement belongs to the connection that prepared it). */
  private readonly prepared = new Map<DuckDBConnection, PreparedStatements>();
  /** Each connection's table of values for statements whose plans are kept (duckValueTable.ts). */
  private readonly values = new Map<DuckDBConnection, ValueTable>();

  /** Small tables held in memory: only while no one writes (a read-only warehouse), so that they stay the warehouse's. */
  private readonly held?: ResidentTables;

  constructor(private readonly instance: DuckDBInstance, pool: DuckDBConnection[], private readonly loaded = `open:${Date.now()}`, resident = false, heldBytes?: number) {
    this.idle = [...pool];
    if (resident) this.held = new ResidentTables(duckHeldSource({ exact: (sql, params) => this.queryExact(sql, params), columns: (sql) => this.queryColumns(sql) }), { ...(heldBytes !== undefined ? { maxBytes: heldBytes } : {}) });
    for (const c of pool) {
      this.prepared.set(c, new PreparedStatements(c));
      this.values.set(c, new ValueTable(c));
    }
  }

  generation(): Promise<string> {
    return Promise.resolve(this.loaded);
  }

  query(sql: string, params: readonly SqlValue[] = [], options: QueryOptions = {}): Promise<Row[]> {
    return this.read(sql, params, options, (result) => rowObjects(chunksOf(result), result.deduplicatedColumnNames()));
  }

  queryExact(sql: string, params: readonly SqlValue[] = [], options: QueryOptions = {}): Promise<ExactRow[]> {
    return this.read(sql, params, options, (result) => exactRowObjects(chunksOf(result), result.deduplicatedColumnNames()));
  }

  queryColumns(sql: string, params: readonly SqlValue[] = [], options: QueryOptions = {}): Promise<ColumnResult> {
    return this.read(sql, params, options, (result) => ({ count: result.rowCount, columns: columnObjects(chunksOf(result), result.columnNames()) }));
  }

  private async read<T>(sql: string, params: readonly SqlValue[], options: QueryOptions, convert: (result: DuckDBMaterializedResult) => T): Promise<T> {
    const kept = options.keepPlan && params.length ? valueStatement(sql, params) : null;
    const connection = await this.acquire();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    if (options.timeoutMs) {
      // interrupted again every 10 ms until it ends: an interrupt while the statement is prepared or its values loaded is lost
      const interrupt = () => { timedOut = true; connection.interrupt(); timer = setTimeout(interrupt, 10); };
      timer = setTimeout(interrupt, options.timeoutMs);
    }
    try {
      return convert(await this.runOn(connection, sql, params, kept));
    } catch (error) {
      // a statement that failed (or was interrupted) is prepared afresh next time
      this.prepared.get(connection)?.drop(kept?.text ?? sql);
      if (timedOut) throw new QueryTimeoutError(options.timeoutMs!);
      throw error;
    } finally {
      clearTimeout(timer);
      this.release(connection);
    }
  }

  /**
   * A statement with bound values runs from the connection's prepared statement of its text (the
   * compiler's statements: parsed once per text); one without values, or a text of several
   * statements, runs as before. One whose plan is kept (`keepPlan`) runs without parameters, its
   * values read from the connection's value table (duckValueTable.ts): DuckDB plans it once per text.
   */
  private async runOn(connection: DuckDBConnection, sql: string, params: readonly SqlValue[], kept: ValueStatement | null): Promise<DuckDBMaterializedResult> {
    if (kept) {
      // the values first: the table they are read from exists before a text reading it is prepared
      if (kept.values.length) await this.values.get(connection)!.load(kept.values);
      const prepared = await this.prepared.get(connection)?.get(kept.text);
      if (prepared) return prepared.run();
    }
    const prepared = params.length ? await this.prepared.get(connection)?.get(sql) : null;
    if (!prepared) return connection.run(sql, params.map(toDuckValue), duckTypes(params));
    prepared.clearBindings();
    prepared.bind(params.map(toDuckValue), duckTypes(params));
    return prepared.run();
  }

  /** Prepared statements kept on each connection (tests). */
  preparedCount(): number {
    return [...this.prepared.values()].reduce((n, p) => n + p.size, 0);
  }

  rollupCatalog(): Promise<Map<string, number>> {
    return duckRollupCatalog(this);
  }

  resident(): HeldTables | undefined {
    return this.held;
  }

  async close(): Promise<void> {
    for (const p of this.prepared.values()) p.clear();
    for (const c of this.idle) c.closeSync();
    this.instance.closeSync();
  }

  private acquire(): Promise<DuckDBConnection> {
    const c = this.idle.pop();
    if (c) return Promise.resolve(c);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(c: DuckDBConnection): void {
    const next = this.waiting.shift();
    if (next) next(c);
    else this.idle.push(c);
  }
}

function toDuckValue(v: SqlValue): DuckDBValue {
  if (Array.isArray(v)) return listValue([...v]);
  return v as DuckDBValue;
}

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/**
 * Types of the parameters where inference would go wrong (the client infers a list's type from its
 * first item): a list of integers beyond INTEGER binds as BIGINT[]. Otherwise none (inferred).
 */
function duckTypes(params: readonly SqlValue[]): DuckDBType[] | undefined {
  let types: (DuckDBType | undefined)[] | undefined;
  params.forEach((v, i) => {
    if (Array.isArray(v) && v.length && v.every((x) => Number.isSafeInteger(x)) && v.some((x) => (x as number) < INT32_MIN || (x as number) > INT32_MAX)) {
      (types ??= new Array(params.length).fill(undefined))[i] = LIST(BIGINT);
    }
  });
  // undefined entries are inferred by the client (DuckDBPreparedStatement.bind)
  return types as DuckDBType[] | undefined;
}

/** A materialized result's chunks, read where they are (no fetch of each through the client's thread pool). */
function chunksOf(result: DuckDBMaterializedResult) {
  return Array.from({ length: result.chunkCount }, (_, i) => result.getChunk(i));
}
