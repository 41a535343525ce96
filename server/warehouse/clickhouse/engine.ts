import type { ClickHouseClient, ClickHouseSettings } from '@clickhouse/client';
import type { ColumnMeta } from './rows';
import { quoteString } from './sqlText';

/** A statement's answer in ClickHouse's `FORMAT JSON`: its columns and rows, values as the format writes them. */
export interface JsonAnswer {
  meta: ColumnMeta[];
  data: Record<string, unknown>[];
}

/**
 * How the console reaches a ClickHouse engine: a server over HTTP (a cluster of Debian's 18.16 or
 * an operator's current servers), or chDB, the current engine inside the console's process
 * (chdbEngine.ts). The warehouse (clickhouseWarehouse.ts) runs the dialect's statements through it.
 */
export interface ClickHouseEngine {
  /** "ClickHouse at http://…", "chDB in …": where the warehouse is, for the operator's messages. */
  readonly where: string;
  /**
   * How its tables are laid out: a cluster's (a Distributed table over `<name>_local` on each shard, the
   * cluster named by `cluster`), or one engine's (each table stored under its own name).
   */
  readonly cluster?: string;
  /** The flags naming it to `npm run clickhouse:load` (loadCli.ts), for the message of a warehouse not loaded. */
  readonly loadFlags: string;
  select(sql: string, options: { queryId: string; signal: AbortSignal; settings: ClickHouseSettings }): Promise<JsonAnswer>;
  /** Stops a running query by its id (a timeout's); quiet where it has ended. */
  kill(queryId: string): Promise<void>;
  close(): Promise<void>;
}

/** A ClickHouse server over HTTP, its tables spread over `cluster`. */
export function httpEngine(client: ClickHouseClient, url: string, cluster: string): ClickHouseEngine {
  return {
    where: `ClickHouse at ${url}`,
    cluster,
    loadFlags: `--url ${url}`,
    async select(sql, { queryId, signal, settings }) {
      const result = await client.query({ query: sql, format: 'JSON', query_id: queryId, abort_signal: signal, clickhouse_settings: settings });
      return await result.json<Record<string, unknown>>() as unknown as JsonAnswer;
    },
    // an aborted HTTP request does not stop the query in 18.16 (it has no cancel-on-close): kill it by id
    async kill(queryId) {
      try {
        await client.command({ query: `KILL QUERY WHERE query_id = ${quoteString(queryId)} ASYNC` });
      } catch {
        // the query may have ended meanwhile; max_execution_time stops it in any case
      }
    },
    close: () => client.close(),
  };
}
