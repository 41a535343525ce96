import { DuckDBConnection, DuckDBInstance, type DuckDBValue, listValue } from '@duckdb/node-api';
import { duckRollupCatalog } from './catalog';
import { QueryTimeoutError, type QueryOptions, type Row, type SqlValue, type Warehouse } from './warehouse';

const NUMERIC_TEXT_TYPES = /^(BIGINT|HUGEINT|UBIGINT|UHUGEINT|DECIMAL)/;

export interface DuckWarehouseOptions {
  readOnly?: boolean;
  /** Connections in the pool: queries beyond it wait their turn. */
  connections?: number;
  threads?: number;
}

/**
 * The embedded warehouse. Opened read-only by the server, with external access disabled so that
 * no request can reach read_csv, ATTACH or INSTALL, whatever SQL it managed to produce.
 */
export async function openDuckWarehouse(file: string, options: DuckWarehouseOptions = {}): Promise<DuckWarehouse> {
  const config: Record<string, string> = { enable_external_access: 'false', autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' };
  if (options.readOnly) config.access_mode = 'READ_ONLY';
  if (options.threads) config.threads = String(options.threads);
  const instance = await DuckDBInstance.create(file, config);
  const pool: DuckDBConnection[] = [];
  for (let i = 0; i < (options.connections ?? 4); i++) pool.push(await instance.connect());
  return new DuckWarehouse(instance, pool);
}

export class DuckWarehouse implements Warehouse {
  readonly dialect = 'duckdb' as const;
  private readonly idle: DuckDBConnection[];
  private readonly waiting: ((c: DuckDBConnection) => void)[] = [];

  constructor(private readonly instance: DuckDBInstance, pool: DuckDBConnection[]) {
    this.idle = [...pool];
  }

  async query(sql: string, params: readonly SqlValue[] = [], options: QueryOptions = {}): Promise<Row[]> {
    const connection = await this.acquire();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    if (options.timeoutMs) {
      timer = setTimeout(() => { timedOut = true; connection.interrupt(); }, options.timeoutMs);
    }
    try {
      const reader = await connection.runAndReadAll(sql, params.map(toDuckValue));
      return toRows(reader.columnNames(), reader.columnTypes().map(String), reader.getRowObjectsJson() as Row[]);
    } catch (error) {
      if (timedOut) throw new QueryTimeoutError(options.timeoutMs!);
      throw error;
    } finally {
      clearTimeout(timer);
      this.release(connection);
    }
  }

  rollupCatalog(): Promise<Map<string, number>> {
    return duckRollupCatalog(this);
  }

  async close(): Promise<void> {
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

/** BIGINT, HUGEINT and DECIMAL come back as text from getRowObjectsJson: the API wants numbers. */
function toRows(names: string[], types: string[], rows: Row[]): Row[] {
  const numeric = names.filter((_, i) => NUMERIC_TEXT_TYPES.test(types[i]));
  if (numeric.length === 0) return rows;
  for (const row of rows) {
    for (const name of numeric) {
      const v = row[name];
      if (typeof v === 'string') row[name] = Number(v);
    }
  }
  return rows;
}
