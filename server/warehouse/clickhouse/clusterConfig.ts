/**
 * The XML files of one node of the local cluster, for Debian's clickhouse-server 18.16 (root
 * element <yandex>), and the ZooKeeper configuration its replicas share. Everything the servers
 * write stays under the cluster's folder, they listen on loopback only, and ClickHouse runs in UTC
 * so that Date and DateTime values read back exactly as DuckDB wrote them.
 */
export interface NodePorts {
  http: number;
  tcp: number;
  /** Where a replica serves its parts to the other replica of its shard (replicated clusters only). */
  interserver?: number;
}

/** One node of the cluster: its ports, its shard and its replica within the shard (both from 1). */
export interface ClusterNode extends NodePorts {
  shard: number;
  replica: number;
  /** "s1r2": the node's name in messages, its folder and its `{replica}` macro. */
  name: string;
}

export const LOCAL_CLUSTER = 'console_cluster';

/**
 * The nodes of a cluster of `shards` × `replicas` on loopback, shard by shard. Without replicas
 * node i listens on http basePort + 2i and tcp basePort + 2i + 1 (as before replication); with
 * them on basePort + 3i, + 3i + 1 and its interserver port + 3i + 2, ZooKeeper after the last node.
 */
export function clusterNodes(basePort: number, shards: number, replicas: number): ClusterNode[] {
  const step = replicas > 1 ? 3 : 2;
  return Array.from({ length: shards * replicas }, (_, i) => {
    const shard = Math.floor(i / replicas) + 1;
    const replica = (i % replicas) + 1;
    const base = basePort + step * i;
    return { http: base, tcp: base + 1, ...(replicas > 1 ? { interserver: base + 2 } : {}), shard, replica, name: `s${shard}r${replica}` };
  });
}

/** The ZooKeeper client port of a replicated cluster: the port after its last node's. */
export function zookeeperPort(basePort: number, nodes: number): number {
  return basePort + 3 * nodes;
}

/**
 * config.xml of one node. `all` lists every node of the cluster: each shard's replicas go in one
 * <shard> of <remote_servers>, so a Distributed read fails over to a shard's other replica when one
 * is down. With a ZooKeeper (a replicated cluster) the node gets its macros ({shard}, {replica})
 * for ReplicatedMergeTree paths, an interserver port for its replica's fetches, and
 * internal_replication: a Distributed INSERT writes one replica and replication copies it.
 */
export function nodeConfigXml(dir: string, node: ClusterNode | NodePorts, all: readonly (ClusterNode | NodePorts)[], zookeeper?: { port: number }): string {
  const shards = new Map<number, (ClusterNode | NodePorts)[]>();
  all.forEach((n, i) => {
    const shard = 'shard' in n ? n.shard : i + 1;
    shards.set(shard, [...(shards.get(shard) ?? []), n]);
  });
  const replicated = zookeeper !== undefined && 'shard' in node && node.interserver !== undefined;
  // Without replication no interserver_http_port: its default (9009) would collide between the nodes.
  const replication = replicated ? `
  <interserver_http_host>127.0.0.1</interserver_http_host>
  <interserver_http_port>${node.interserver}</interserver_http_port>
  <zookeeper>
    <node><host>127.0.0.1</host><port>${zookeeper.port}</port></node>
    <session_timeout_ms>10000</session_timeout_ms>
  </zookeeper>
  <macros>
    <shard>${node.shard}</shard>
    <replica>${node.name}</replica>
  </macros>` : '';
  const internal = replicated ? '<internal_replication>true</internal_replication>' : '';
  return `<?xml version="1.0"?>
<yandex>
  <logger>
    <level>warning</level>
    <log>${dir}/log/server.log</log>
    <errorlog>${dir}/log/error.log</errorlog>
    <size>10M</size>
    <count>2</count>
    <console>0</console>
  </logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>${node.http}</http_port>
  <tcp_port>${node.tcp}</tcp_port>
  <timezone>UTC</timezone>
  <path>${dir}/data/</path>
  <tmp_path>${dir}/tmp/</tmp_path>
  <user_files_path>${dir}/user_files/</user_files_path>
  <format_schema_path>${dir}/format_schemas/</format_schema_path>
  <users_config>${dir}/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <max_concurrent_queries>50</max_concurrent_queries>
  <mark_cache_size>268435456</mark_cache_size>
  <uncompressed_cache_size>268435456</uncompressed_cache_size>
  <keep_alive_timeout>3</keep_alive_timeout>${replication}
  <remote_servers>
    <${LOCAL_CLUSTER}>
${[...shards.values()].map((replicas) => `      <shard>${internal}${replicas.map((r) => `<replica><host>127.0.0.1</host><port>${r.tcp}</port></replica>`).join('')}</shard>`).join('\n')}
    </${LOCAL_CLUSTER}>
  </remote_servers>
</yandex>
`;
}

/** zoo.cfg of the cluster's one ZooKeeper: standalone, on loopback, its data in `dir`, no admin web server, `srvr` to tell when it serves. */
export function zookeeperConfig(dir: string, port: number): string {
  return `tickTime=1000
initLimit=10
syncLimit=5
dataDir=${dir}/data
clientPort=${port}
clientPortAddress=127.0.0.1
maxClientCnxns=0
admin.enableServer=false
4lw.commands.whitelist=srvr
autopurge.purgeInterval=1
`;
}

/**
 * users.xml: the passwordless `default` user, reachable from loopback only. Its profile, read when
 * the server starts, sets the timeouts of the connections a node keeps to the others' shards
 * (18.16 takes them from the profile, not from a query's settings): a node that stops answering
 * (a stopped process keeps its connections open) fails a distributed read after 10 s, not 300,
 * and the console sends the query again (engine.ts). A healthy node sends progress on its
 * connection every 100 ms while it works, so a long read is not cut.
 */
export function usersXml(): string {
  return `<?xml version="1.0"?>
<yandex>
  <profiles>
    <default>
      <max_memory_usage>4000000000</max_memory_usage>
      <use_uncompressed_cache>0</use_uncompressed_cache>
      <load_balancing>in_order</load_balancing>
      <log_queries>0</log_queries>
      <receive_timeout>10</receive_timeout>
      <send_timeout>10</send_timeout>
    </default>
  </profiles>
  <users>
    <default>
      <password></password>
      <networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
      <profile>default</profile>
      <quota>default</quota>
    </default>
  </users>
  <quotas>
    <default>
      <interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval>
    </default>
  </quotas>
</yandex>
`;
}
