import fs from 'node:fs';
import path from 'node:path';
import { DuckDBConnection, DuckDBInstance, type DuckDBType, type DuckDBValue, INTEGER, LIST, VARCHAR, listValue } from '@duckdb/node-api';
import { APP_STORE_DDL, APP_STORE_MIGRATIONS, APP_STORE_VERSION } from './appStoreSchema';

export type StoreValue = string | number | boolean | null | readonly number[] | readonly string[];
export type StoreRow = Record<string, unknown>;

const BIGINT_TYPES = /^(BIGINT|HUGEINT|UBIGINT)$/;

/**
 * The app store: one DuckDB file, one connection, every statement queued so that a transaction
 * (`tx`) never interleaves with another caller's statements. DuckDB commits through its
 * write-ahead log, so a write is durable once the call resolves.
 */
export class AppStore {
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  /** Bumped by every statement that may write: a remembered read is good while it has not moved. */
  private version = 0;
  private readonly remembered = new Map<string, { version: number; row: unknown }>();

  constructor(private readonly instance: DuckDBInstance, private readonly connection: DuckDBConnection,
    readonly file: string, readonly created: boolean) {}

  all<T = StoreRow>(sql: string, params: readonly StoreValue[] = []): Promise<T[]> {
    if (!/^\s*SELECT\b/i.test(sql)) this.version++;
    return this.exclusive(async () => {
      try {
        return await read<T>(this.connection, sql, params);
      } finally {
        if (!/^\s*SELECT\b/i.test(sql)) this.version++;
      }
    });
  }

  /**
   * As one(), answered from memory while no statement that may write has run since it was read:
   * this process is the store's only writer (DuckDB locks the file), so the row is what the file
   * holds. For reads on every request (a session's operator and group); `key` names the read.
   */
  async oneRemembered<T = StoreRow>(key: string, sql: string, params: readonly StoreValue[] = []): Promise<T | undefined> {
    const hit = this.remembered.get(key);
    if (hit && hit.version === this.version) return hit.row as T | undefined;
    const version = this.version;
    const row = await this.one<T>(sql, params);
    // a write queued or run meanwhile moved the version: the row may be older than the file, not kept
    if (version === this.version) {
      if (this.remembered.size >= 10_000) this.remembered.clear();
      this.remembered.set(key, { version, row });
    }
    return row;
  }

  async one<T = StoreRow>(sql: string, params: readonly StoreValue[] = []): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  async run(sql: string, params: readonly StoreValue[] = []): Promise<void> {
    this.version++;
    try {
      await this.exclusive(() => this.connection.run(sql, ...bindings(params)));
    } finally {
      this.version++;
    }
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(work: (q: TxQuery) => Promise<T>): Promise<T> {
    this.version++;
    return this.exclusive(async () => {
      const q: TxQuery = {
        all: (sql, params = []) => read(this.connection, sql, params),
        run: async (sql, params = []) => { await this.connection.run(sql, ...bindings(params)); },
      };
      await this.connection.run('BEGIN TRANSACTION');
      try {
        const result = await work(q);
        await this.connection.run('COMMIT');
        return result;
      } catch (error) {
        await this.connection.run('ROLLBACK');
        throw error;
      } finally {
        this.version++;
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.exclusive(async () => {
      await this.connection.run('CHECKPOINT');
      this.connection.closeSync();
      this.instance.closeSync();
    });
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

export interface TxQuery {
  all<T = StoreRow>(sql: string, params?: readonly StoreValue[]): Promise<T[]>;
  run(sql: string, params?: readonly StoreValue[]): Promise<void>;
}

/** Opens (creating when missing) the app store file; `created` says whether it was new. */
export async function openAppStore(file: string): Promise<AppStore> {
  const created = file === ':memory:' || !fs.existsSync(file);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const instance = await DuckDBInstance.create(file, {
    enable_external_access: 'false', autoinstall_known_extensions: 'false', autoload_known_extensions: 'false',
  });
  const connection = await instance.connect();
  for (const ddl of APP_STORE_DDL) await connection.run(ddl);
  const meta = await read<{ schema_version: number }>(connection, 'SELECT schema_version FROM store_meta', []);
  if (meta.length === 0) {
    await connection.run('INSERT INTO store_meta VALUES ($1, $2, false)', [APP_STORE_VERSION, new Date().toISOString()]);
  } else if (meta[0].schema_version !== APP_STORE_VERSION) {
    await migrate(connection, file, meta[0].schema_version);
  }
  return new AppStore(instance, connection, file, created);
}

/** Brings an older store up to APP_STORE_VERSION one step at a time, in one transaction; a newer or unknown version is refused. */
async function migrate(connection: DuckDBConnection, file: string, from: number): Promise<void> {
  if (from > APP_STORE_VERSION || !(from in APP_STORE_MIGRATIONS)) {
    throw new Error(`app store ${file} has schema version ${from}, expected ${APP_STORE_VERSION}`);
  }
  await connection.run('BEGIN TRANSACTION');
  try {
    for (let v = from; v < APP_STORE_VERSION; v++) for (const sql of APP_STORE_MIGRATIONS[v] ?? []) await connection.run(sql);
    await connection.run('UPDATE store_meta SET schema_version = $1', [APP_STORE_VERSION]);
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  }
}

async function read<T>(connection: DuckDBConnection, sql: string, params: readonly StoreValue[]): Promise<T[]> {
  const reader = await connection.runAndReadAll(sql, ...bindings(params));
  const rows = reader.getRowObjectsJson() as Record<string, unknown>[];
  const bigints = reader.columnNames().filter((_, i) => BIGINT_TYPES.test(String(reader.columnTypes()[i])));
  for (const row of rows) for (const name of bigints) if (typeof row[name] === 'string') row[name] = Number(row[name]);
  return rows as T[];
}

const INTEGER_LIST = LIST(INTEGER);
const VARCHAR_LIST = LIST(VARCHAR);

/** Values and, for lists, their types: an empty list has no element type DuckDB could infer. */
function bindings(params: readonly StoreValue[]): [DuckDBValue[], DuckDBType[]] {
  // undefined leaves a parameter's type to DuckDB; the declared type does not admit holes
  const types = params.map((v) => (Array.isArray(v) ? (typeof v[0] === 'string' ? VARCHAR_LIST : INTEGER_LIST) : undefined));
  return [params.map((v) => (Array.isArray(v) ? listValue([...v]) : (v as DuckDBValue))), types as DuckDBType[]];
}

/** UTC text for a TIMESTAMP column from an epoch-millisecond clock. */
export function utc(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
}
