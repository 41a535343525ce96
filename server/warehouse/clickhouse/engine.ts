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

/** One node the console may query: its address and a client for it. */
export interface HttpNode {
  url: string;
  client: ClickHouseClient;
}

export interface FailoverOptions {
  /** How long a node found unreachable is skipped before it is tried again. */
  retryAfterMs?: number;
  /** Told when a node is found unreachable and when it answers again (the server logs it). */
  onNode?: (line: string) => void;
}

/** Node.js's codes for a connection that failed or broke: the node is not there (or went away during the query). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET']);

/**
 * ClickHouse's codes for a query the node answered but could not complete because another node
 * went away while it read from it (18.16 fails the query rather than move to the shard's other
 * replica mid-read): ATTEMPT_TO_READ_AFTER_EOF, SOCKET_TIMEOUT, NETWORK_ERROR,
 * ALL_CONNECTION_TRIES_FAILED. Sent again, the query's shards are read from replicas that answer.
 */
const PEER_LOST_CODES = new Set([32, 209, 210, 279]);

/** The node could not be reached, or the connection broke: another node may answer. */
export function isConnectionError(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && /socket hang up|other side closed/i.test(e.message)) return true;
  }
  return false;
}

function peerLost(error: unknown): boolean {
  const m = /Code: (\d+)/.exec(error instanceof Error ? error.message : String(error));
  return m !== null && PEER_LOST_CODES.has(Number(m[1]));
}

/**
 * ClickHouse servers over HTTP holding the same warehouse (nodes of one cluster, any replica of any
 * shard: a Distributed table reads every shard from whichever node receives the query), its tables
 * spread over `cluster`. Queries go to the nodes in turn. One that cannot reach its node (refused,
 * reset, hung up) is sent to the next, and that node is skipped for `retryAfterMs`, then tried
 * again; one that lost another node mid-read (PEER_LOST_CODES) is sent again to the next node. Every
 * answer is a whole one: a shard none of whose replicas answers fails the query (the console never
 * sets skip_unavailable_shards).
 */
export function httpEngine(nodes: readonly HttpNode[], cluster: string, options: FailoverOptions = {}): ClickHouseEngine {
  if (nodes.length === 0) throw new Error('httpEngine needs at least one node');
  const retryAfterMs = options.retryAfterMs ?? 10_000;
  // downUntil: skipped until then; down: found unreachable and not answered since (told once, not at each retry)
  const state = nodes.map((n) => ({ ...n, downUntil: 0, down: false }));
  let turn = 0;
  const running = new Map<string, HttpNode>();
  /** This query's nodes: from the next in turn, those not found down first, then the others (as a last resort). */
  const order = () => {
    const start = turn++ % state.length;
    const rotated = [...state.slice(start), ...state.slice(0, start)];
    const now = Date.now();
    return [...rotated.filter((n) => n.downUntil <= now), ...rotated.filter((n) => n.downUntil > now)];
  };
  const first = nodes[0].url;
  const where = nodes.length === 1 ? `ClickHouse at ${first}` : `ClickHouse at ${nodes.map((n) => n.url).join(', ')}`;
  return {
    where,
    cluster,
    loadFlags: `--url ${first}`,
    async select(sql, { queryId, signal, settings }) {
      let lastError: unknown;
      // a single node is asked twice: a query that lost a peer mid-read reads the other replica the second time
      for (const node of state.length > 1 ? order() : [state[0], state[0]]) {
        running.set(queryId, node);
        try {
          const result = await node.client.query({ query: sql, format: 'JSON', query_id: queryId, abort_signal: signal, clickhouse_settings: settings });
          const body = await result.json<Record<string, unknown>>() as unknown as JsonAnswer;
          node.downUntil = 0;
          if (node.down) {
            node.down = false;
            if (state.length > 1) options.onNode?.(`ClickHouse node ${node.url} answers again`);
          }
          return body;
        } catch (error) {
          if (signal.aborted) throw error;
          if (isConnectionError(error)) {
            if (!node.down && state.length > 1) options.onNode?.(`ClickHouse node ${node.url} unreachable (${describe(error)}): its queries go to the other nodes, it is tried again every ${retryAfterMs / 1000} s`);
            node.down = true;
            node.downUntil = Date.now() + retryAfterMs;
          } else if (!peerLost(error)) {
            throw error;
          }
          lastError = error;
        } finally {
          running.delete(queryId);
        }
      }
      throw lastError;
    },
    // an aborted HTTP request does not stop the query in 18.16 (it has no cancel-on-close): kill it by id, on the node running it
    async kill(queryId) {
      const node = running.get(queryId);
      await Promise.all((node ? [node] : state).map(async ({ client }) => {
        try {
          await client.command({ query: `KILL QUERY WHERE query_id = ${quoteString(queryId)} ASYNC` });
        } catch {
          // the query may have ended meanwhile, or the node is gone; max_execution_time stops it in any case
        }
      }));
    },
    close: async () => { await Promise.all(nodes.map((n) => n.client.close())); },
  };
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : ((error as Error).message ?? String(error)).split('\n')[0];
}
