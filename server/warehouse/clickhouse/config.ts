import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { LOCAL_CLUSTER } from './clusterConfig';

/** Where the scale-out warehouse lives; read from CLICKHOUSE_* by the server, from flags by the loader. */
export interface ClickHouseConfig {
  /** The node the loaders talk to, and the console's first. */
  url: string;
  /**
   * Every node the console queries, `url` first (CLICKHOUSE_URL=url1,url2,…): in turn, a node that
   * cannot be reached skipped for a while (engine.ts). Unset: `url` alone.
   */
  urls?: readonly string[];
  user: string;
  password: string;
  database: string;
  /** The <remote_servers> cluster the Distributed tables spread over. */
  cluster: string;
}

export const CLICKHOUSE_DEFAULTS = { user: 'default', password: '', database: 'default', cluster: LOCAL_CLUSTER } as const;

/**
 * The ClickHouse warehouse of the environment, or undefined when CLICKHOUSE_URL is unset (DuckDB
 * then). CLICKHOUSE_URL names one node or several, separated by commas (any replicas of any shards).
 */
export function clickHouseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ClickHouseConfig | undefined {
  if (!env.CLICKHOUSE_URL) return undefined;
  const urls = env.CLICKHOUSE_URL.split(',').map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean);
  if (urls.length === 0) return undefined;
  return {
    url: urls[0],
    ...(urls.length > 1 ? { urls } : {}),
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
