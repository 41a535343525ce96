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

/**
 * The HTTP address of every node of the cluster. Tables that every node holds in full are created
 * and filled on each node: 18.16 runs no DDL ON CLUSTER without ZooKeeper, and has no INSERT INTO
 * FUNCTION remote(). Given addresses are checked to be the cluster's members, one each; without
 * them every member is assumed to answer HTTP on the entry URL's port.
 */
export async function clusterNodeUrls(entry: ClickHouseClient, entryUrl: string, cluster: string, given: readonly string[] | undefined, connect: (url: string) => ClickHouseClient): Promise<string[]> {
  const members = await selectRows<ClusterMember>(entry, `SELECT shard_num, replica_num, host_address, port FROM system.clusters WHERE cluster = ${quoteString(cluster)}`);
  if (members.length === 0) throw new Error(`${entryUrl} has no cluster '${cluster}' in its <remote_servers>`);
  const urls = given && given.length > 0 ? [...given] : members.map((m) => withHost(entryUrl, m.host_address));
  if (new Set(urls).size !== members.length) {
    throw new Error(`cluster '${cluster}' has ${members.length} nodes: give the HTTP URL of each with --nodes url1,url2,…`);
  }
  const seen = new Set<string>();
  for (const url of urls) {
    const client = connect(url);
    try {
      const local = await selectRows<ClusterMember>(client, `SELECT shard_num, replica_num FROM system.clusters WHERE cluster = ${quoteString(cluster)} AND is_local`);
      if (local.length !== 1) throw new Error(`${url} is not a node of cluster '${cluster}'`);
      seen.add(`${local[0].shard_num}/${local[0].replica_num}`);
    } finally {
      await client.close();
    }
  }
  if (seen.size !== members.length) throw new Error(`the URLs given are not ${members.length} distinct nodes of cluster '${cluster}'`);
  return urls;
}

function withHost(url: string, host: string): string {
  const u = new URL(url);
  u.hostname = host.includes(':') ? `[${host}]` : host;
  return u.toString().replace(/\/+$/, '');
}
