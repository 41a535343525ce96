import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { LOCAL_CLUSTER } from './clusterConfig';

/** Where the scale-out warehouse lives; read from CLICKHOUSE_* by the server, from flags by the loader. */
export interface ClickHouseConfig {
  url: string;
  user: string;
  password: string;
  database: string;
  /** The <remote_servers> cluster the Distributed tables spread over. */
  cluster: string;
}

export const CLICKHOUSE_DEFAULTS = { user: 'default', password: '', database: 'default', cluster: LOCAL_CLUSTER } as const;

/** The ClickHouse warehouse of the environment, or undefined when CLICKHOUSE_URL is unset (DuckDB then). */
export function clickHouseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ClickHouseConfig | undefined {
  if (!env.CLICKHOUSE_URL) return undefined;
  return {
    url: env.CLICKHOUSE_URL.replace(/\/+$/, ''),
    user: env.CLICKHOUSE_USER || CLICKHOUSE_DEFAULTS.user,
    password: env.CLICKHOUSE_PASSWORD ?? CLICKHOUSE_DEFAULTS.password,
    database: env.CLICKHOUSE_DATABASE || CLICKHOUSE_DEFAULTS.database,
    cluster: env.CLICKHOUSE_CLUSTER || CLICKHOUSE_DEFAULTS.cluster,
  };
}

/**
 * An HTTP client for one node. @clickhouse/client 1.23 speaks to 18.16 as long as it is used
 * with formats that server knows (JSON, JSONEachRow, TabSeparated; not JSONCompactEachRow) and
 * no server-side query parameters. Its own logging is off: errors reach the caller instead.
 */
export function clickHouseClient(config: Pick<ClickHouseConfig, 'url' | 'user' | 'password' | 'database'>, requestTimeoutMs = 300_000): ClickHouseClient {
  return createClient({
    url: config.url,
    username: config.user,
    password: config.password,
    database: config.database,
    request_timeout: requestTimeoutMs,
    compression: { request: false, response: false },
    log: { level: ClickHouseLogLevel.OFF },
  });
}
