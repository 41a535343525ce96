import { Readable } from 'node:stream';
import type { ClickHouseClient, ClickHouseSettings } from '@clickhouse/client';
import { toQueryError } from './errors';
import { quoteString } from './sqlText';

/** Rows of one statement (JSONEachRow), errors with the server's code kept. */
export async function selectRows<T = Record<string, unknown>>(client: ClickHouseClient, sql: string): Promise<T[]> {
  try {
    return await (await client.query({ query: sql, format: 'JSONEachRow' })).json<T>();
  } catch (error) {
    throw toQueryError(error);
  }
}

export async function runStatement(client: ClickHouseClient, sql: string): Promise<void> {
  try {
    await client.command({ query: sql });
  } catch (error) {
    throw toQueryError(error);
  }
}

/** Sends JSONEachRow text as it is: the client would re-encode objects, and its own JSON cannot keep 64-bit integers bare. */
export async function insertJsonLines(client: ClickHouseClient, table: string, text: string, settings: ClickHouseSettings = {}): Promise<void> {
  try {
    const result = await client.exec({
      query: `INSERT INTO ${table} FORMAT JSONEachRow`, values: Readable.from([Buffer.from(text)], { objectMode: false }), clickhouse_settings: settings,
    });
    for await (const _ of result.stream) { /* the empty answer of an INSERT: read so the socket is freed */ }
  } catch (error) {
    throw toQueryError(error);
  }
}

interface ClusterMember { shard_num: number; replica_num: number; host_address: string; port: number }

/** A node of the cluster as the loaders write it: its HTTP URL and its shard (from 1). */
export interface ClusterNodeUrl { url: string; shard: number }

export interface ClusterLayout {
  /** Every node, in the order given (or of system.clusters). */
  nodes: ClusterNodeUrl[];
  /** Some shard has more than one replica: its tables are ReplicatedMergeTree (schema.ts LayoutOptions). */
  replicated: boolean;
}

/**
 * The HTTP address of every node of the cluster. Tables that every node holds in full are created
 * and filled on each node: 18.16 runs no DDL ON CLUSTER without ZooKeeper, and has no INSERT INTO
 * FUNCTION remote(). Given addresses are checked to be the cluster's members, one each; without
 * them every member is assumed to answer HTTP on the entry URL's port.
 */
export async function clusterNodeUrls(entry: ClickHouseClient, entryUrl: string, cluster: string, given: readonly string[] | undefined, connect: (url: string) => ClickHouseClient): Promise<string[]> {
  return (await clusterLayout(entry, entryUrl, cluster, given, connect)).nodes.map((n) => n.url);
}

/**
 * The nodes of the cluster with their shards, and whether its shards have replicas. 18.16's
 * system.clusters marks a whole shard `is_local` (its host is this one) and has no function naming the
 * node's own port, so a replica is told from the other of its shard by its `{replica}` macro, which a
 * replicated cluster's nodes must have.
 */
export async function clusterLayout(entry: ClickHouseClient, entryUrl: string, cluster: string, given: readonly string[] | undefined, connect: (url: string) => ClickHouseClient): Promise<ClusterLayout> {
  const members = await selectRows<ClusterMember>(entry, `SELECT shard_num, replica_num, host_address, port FROM system.clusters WHERE cluster = ${quoteString(cluster)}`);
  if (members.length === 0) throw new Error(`${entryUrl} has no cluster '${cluster}' in its <remote_servers>`);
  const replicated = members.some((m) => Number(m.replica_num) > 1);
  const urls = given && given.length > 0 ? [...given] : members.map((m) => withHost(entryUrl, m.host_address));
  if (new Set(urls).size !== members.length) {
    throw new Error(`cluster '${cluster}' has ${members.length} nodes: give the HTTP URL of each with --nodes url1,url2,…`);
  }
  const seen = new Set<string>();
  const nodes: ClusterNodeUrl[] = [];
  for (const url of urls) {
    const client = connect(url);
    try {
      const local = await selectRows<ClusterMember>(client, `SELECT shard_num, replica_num FROM system.clusters WHERE cluster = ${quoteString(cluster)} AND is_local`);
      const shards = new Set(local.map((m) => Number(m.shard_num)));
      if (shards.size !== 1) throw new Error(`${url} is not a node of cluster '${cluster}'`);
      const shard = [...shards][0];
      let replica = String(local[0].replica_num);
      if (replicated) {
        const macros = await selectRows<{ macro: string; substitution: string }>(client, "SELECT macro, substitution FROM system.macros WHERE macro IN ('shard', 'replica')");
        const macro = new Map(macros.map((m) => [m.macro, m.substitution]));
        if (!macro.has('shard') || !macro.has('replica')) throw new Error(`${url}: cluster '${cluster}' has replicas, but this node has no {shard} and {replica} <macros> for its replicated tables`);
        replica = `${macro.get('shard')}/${macro.get('replica')}`;
      }
      seen.add(`${shard}/${replica}`);
      nodes.push({ url, shard });
    } finally {
      await client.close();
    }
  }
  if (seen.size !== members.length) throw new Error(`the URLs given are not ${members.length} distinct nodes of cluster '${cluster}'`);
  return { nodes, replicated };
}

function withHost(url: string, host: string): string {
  const u = new URL(url);
  u.hostname = host.includes(':') ? `[${host}]` : host;
  return u.toString().replace(/\/+$/, '');
}
