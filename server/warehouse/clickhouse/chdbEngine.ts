import type { ClickHouseSettings } from '@clickhouse/client';
import type { Session } from 'chdb';
import type { ClickHouseEngine, JsonAnswer } from './engine';
import { toQueryError } from './errors';

/**
 * chDB: the current ClickHouse engine (26.7) inside the console's process, over a folder of its
 * own. It runs and checks the ClickHouse dialect on a current engine where Debian ships only
 * 18.16 (the parity test, the bench); an operator's servers are reached over HTTP (engine.ts).
 * One folder per process at a time (chDB's rule): a second open is refused until the first is closed.
 * `chdb` is a development dependency, loaded only where chDB is asked for.
 */
export interface ChdbFolder {
  readonly path: string;
  /** A statement that answers nothing (CREATE, DROP, INSERT … SELECT). */
  command(sql: string): Promise<void>;
  /** Rows in JSONEachRow text inserted into `table` (database-qualified). */
  insertJsonLines(table: string, text: string): Promise<void>;
  /** A statement's rows; `params` its values bound by name (`{p1:Int64}`). */
  select(sql: string, settings?: ClickHouseSettings, params?: Record<string, unknown>): Promise<JsonAnswer>;
  close(): void;
}

/**
 * What a current engine is told to run the dialect as written for 18.16 (the compatibility
 * printer): it joins subqueries without an alias, which 19.x and later refuse by default.
 */
const COMPATIBLE: ClickHouseSettings = { joined_subquery_requires_alias: 0 };

/** Settings only an HTTP server knows: chDB answers whole results anyway. */
const HTTP_ONLY = new Set(['wait_end_of_query']);

/** `SETTINGS a = 1, b = 'x'` for a statement's end (chDB takes settings in the text). */
function settingsClause(settings: ClickHouseSettings): string {
  const items = Object.entries(settings).filter(([name, value]) => value !== undefined && !HTTP_ONLY.has(name))
    .map(([name, value]) => `${name} = ${typeof value === 'number' || /^\d+$/.test(String(value)) ? String(value) : `'${String(value).replace(/'/g, "\\'")}'`}`);
  return items.length ? `\nSETTINGS ${items.join(', ')}` : '';
}

export async function openChdbFolder(path: string): Promise<ChdbFolder> {
  const { Session: ChdbSession } = await import('chdb');
  let session: Session;
  try {
    session = new ChdbSession(path);
  } catch (error) {
    throw new Error(`chDB cannot open ${path}: ${(error as Error).message}`, { cause: error });
  }
  const run = async (sql: string, format: string, params?: Record<string, unknown>) => {
    try {
      return await (params ? session.queryBindAsync(sql, params, { format }) : session.queryAsync(sql, { format }));
    } catch (error) {
      throw toQueryError(error);
    }
  };
  return {
    path,
    async command(sql) {
      await run(sql, 'TabSeparated');
    },
    async insertJsonLines(table, text) {
      try {
        await session.insert({ table, values: Buffer.from(text), format: 'JSONEachRow' });
      } catch (error) {
        throw toQueryError(error);
      }
    },
    async select(sql, settings = {}, params) {
      // 64-bit integers quoted, as a server's HTTP answers them (rows.ts reads either)
      return (await run(`${sql}${settingsClause({ ...settings, output_format_json_quote_64bit_integers: 1 })}`, 'JSON', params)).json<JsonAnswer>();
    },
    close: () => session.close(),
  };
}

/**
 * The engine over a chDB folder holding a warehouse (chdbLoad.ts), its tables stored under their own
 * names. A query past its limit is stopped by max_execution_time; the warehouse's abort answers
 * the caller at the limit meanwhile.
 */
export function chdbEngine(folder: ChdbFolder): ClickHouseEngine {
  return {
    where: `chDB in ${folder.path}`,
    loadFlags: `--chdb ${folder.path}`,
    select: (sql, { signal, settings, params }) => new Promise<JsonAnswer>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      folder.select(sql, { ...COMPATIBLE, ...settings }, params).then(resolve, reject);
    }),
    kill: async () => undefined,
    close: async () => folder.close(),
  };
}
