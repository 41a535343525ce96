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
  /** Runs a statement; `params` are its values bound on the server by name (a current server's `{p1:Int64}`). */
  select(sql: string, options: { queryId: string; signal: AbortSignal; settings: ClickHouseSettings; params?: Record<string, unknown> }): Promise<JsonAnswer>;
  /** Stops a running query by its id (a timeout's); quiet where it has ended. */
  kill(queryId: string): Promise<void>;
  close(): Promise<void>;
}

/** One node the console may query: its address and a client for it. */
export interface HttpNode {
  url: string;
  client: ClickHouseClient;
  /** Whether the node answers its `/ping` within `timeoutMs` (default: an HTTP GET of `<url>/ping`). */
  ping?: (timeoutMs: number) => Promise<boolean>;
}

export interface FailoverOptions {
  /** How often a node found unreachable or hung is pinged, until it answers and gets queries again. */
  retryAfterMs?: number;
  /** A query running this long has its node's `/ping` checked (and again as often while it runs). */
  hangCheckMs?: number;
  /** A node not answering its `/ping` within this long while a query runs on it is taken as hung. */
  pingTimeoutMs?: number;
  /** Told when a node is found unreachable or hung, and when it answers again (the server logs it). */
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

/** A node that accepts connections but answers nothing, not even its `/ping` (a stopped process, a frozen machine). */
export class NodeHungError extends Error {
  constructor(readonly url: string, pingTimeoutMs: number) {
    super(`ClickHouse node ${url} stopped answering: no answer to /ping within ${pingTimeoutMs / 1000} s`);
    this.name = 'NodeHungError';
  }
}

/** `read`, or its signal's reason once the signal aborts first (`close` then frees what the read holds). */
export function untilAborted<T>(read: Promise<T>, signal: AbortSignal, close: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      close();
      reject(signal.reason);
    };
    read.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

const httpPing = (url: string) => async (timeoutMs: number): Promise<boolean> => {
  try {
    const response = await fetch(new URL('/ping', url), { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
};

/**
 * ClickHouse servers over HTTP holding the same warehouse (nodes of one cluster, any replica of any
 * shard: a Distributed table reads every shard from whichever node receives the query), its tables
 * spread over `cluster`. Queries go to the nodes in turn.
 * - A query that cannot reach its node (refused, reset, hung up) is sent to the next.
 * - A query still running after `hangCheckMs` has its node pinged; a node that does not answer its
 *   `/ping` within `pingTimeoutMs` (a stopped process accepts connections and answers nothing) is
 *   hung: its queries are given up there and sent to the next node.
 * - Either way the node is down: it gets no query while another node is up, and is pinged every
 *   `retryAfterMs` until it answers, then gets queries again.
 * - A query that lost another node mid-read (PEER_LOST_CODES) is sent again to the next node.
 * Every answer is a whole one: a shard none of whose replicas answers fails the query (the console
 * never sets skip_unavailable_shards).
 */
export function httpEngine(nodes: readonly HttpNode[], cluster: string, options: FailoverOptions = {}): ClickHouseEngine {
  if (nodes.length === 0) throw new Error('httpEngine needs at least one node');
  const retryAfterMs = options.retryAfterMs ?? 10_000;
  const hangCheckMs = options.hangCheckMs ?? 2000;
  const pingTimeoutMs = options.pingTimeoutMs ?? 2000;
  const several = nodes.length > 1;
  const state = nodes.map((n) => ({ ...n, ping: n.ping ?? httpPing(n.url), down: false, probe: undefined as NodeJS.Timeout | undefined, pinging: undefined as Promise<boolean> | undefined }));
  type Node = (typeof state)[number];
  let turn = 0;
  const running = new Map<string, HttpNode>();
  /** One ping of a node at a time, shared by the queries running on it. */
  const answersPing = (node: Node) => (node.pinging ??= node.ping(pingTimeoutMs).finally(() => { node.pinging = undefined; }));
  /** The node gets no query while another is up; it is pinged every retryAfterMs until it answers. */
  const markDown = (node: Node, why: string) => {
    if (node.down) return;
    node.down = true;
    if (several) options.onNode?.(`ClickHouse node ${node.url} ${why}: its queries go to the other nodes until it answers /ping (tried every ${retryAfterMs / 1000} s)`);
    node.probe = setInterval(() => {
      void answersPing(node).then((up) => {
        if (!up || !node.down) return;
        node.down = false;
        clearInterval(node.probe);
        node.probe = undefined;
        if (several) options.onNode?.(`ClickHouse node ${node.url} answers again`);
      });
    }, retryAfterMs);
    node.probe.unref();
  };
  /** This query's nodes: from the next in turn, those up first, then the others (as a last resort). */
  const order = () => {
    const start = turn++ % state.length;
    const rotated = [...state.slice(start), ...state.slice(0, start)];
    return [...rotated.filter((n) => !n.down), ...rotated.filter((n) => n.down)];
  };
  /** Runs a query on one node, given up (NodeHungError) if the node stops answering its ping meanwhile. */
  const ask = async (node: Node, sql: string, queryId: string, signal: AbortSignal, settings: ClickHouseSettings, params?: Record<string, unknown>): Promise<JsonAnswer> => {
    const attempt = new AbortController();
    const stop = () => attempt.abort(signal.reason);
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    let hung: NodeHungError | undefined;
    let timer: NodeJS.Timeout | undefined;
    const watch = () => {
      timer = setTimeout(() => {
        void answersPing(node).then((up) => {
          if (attempt.signal.aborted || timer === undefined) return;
          if (up) return watch();
          hung = new NodeHungError(node.url, pingTimeoutMs);
          markDown(node, `stopped answering (no answer to /ping within ${pingTimeoutMs / 1000} s while a query ran)`);
          attempt.abort(hung);
        });
      }, hangCheckMs);
    };
    watch();
    try {
      const result = await node.client.query({ query: sql, format: 'JSON', query_id: queryId, abort_signal: attempt.signal, clickhouse_settings: settings, ...(params ? { query_params: params } : {}) });
      // the client stops listening to the signal once the answer's headers are in: a node stopped while it sends the body would
      // keep the read waiting on its socket, so the read is given up with the attempt too
      return await untilAborted(result.json<Record<string, unknown>>() as Promise<unknown> as Promise<JsonAnswer>, attempt.signal, () => result.close());
    } catch (error) {
      throw hung ?? error;
    } finally {
      clearTimeout(timer);
      timer = undefined;
      signal.removeEventListener('abort', stop);
    }
  };
  const first = nodes[0].url;
  const where = several ? `ClickHouse at ${nodes.map((n) => n.url).join(', ')}` : `ClickHouse at ${first}`;
  return {
    where,
    cluster,
    loadFlags: `--url ${first}`,
    async select(sql, { queryId, signal, settings, params }) {
      let lastError: unknown;
      // a single node is asked twice: a query that lost a peer mid-read reads the other replica the second time
      for (const node of several ? order() : [state[0], state[0]]) {
        running.set(queryId, node);
        try {
          return await ask(node, sql, queryId, signal, settings, params);
        } catch (error) {
          if (signal.aborted) throw error;
          if (error instanceof NodeHungError) {
            if (!several) throw error;
          } else if (isConnectionError(error)) {
            markDown(node, `unreachable (${describe(error)})`);
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
    close: async () => {
      for (const n of state) clearInterval(n.probe);
      await Promise.all(nodes.map((n) => n.client.close()));
    },
  };
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : ((error as Error).message ?? String(error)).split('\n')[0];
}
