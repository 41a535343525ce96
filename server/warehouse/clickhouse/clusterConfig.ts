/**
 * The XML files of one node of the local cluster, for Debian's clickhouse-server 18.16 (root
 * element <yandex>). Everything the server writes stays under the node's folder, it listens on
 * loopback only, and it runs in UTC so that Date and DateTime values read back exactly as
 * DuckDB wrote them.
 */
export interface NodePorts {
  http: number;
  tcp: number;
}

export const LOCAL_CLUSTER = 'console_cluster';

/** config.xml of one node; `shards` are the tcp ports of every node, one shard each. */
export function nodeConfigXml(dir: string, ports: NodePorts, shards: readonly NodePorts[]): string {
  // No interserver_http_port: there is no replication, and its default (9009) would collide between the two nodes.
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
  <http_port>${ports.http}</http_port>
  <tcp_port>${ports.tcp}</tcp_port>
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
  <keep_alive_timeout>3</keep_alive_timeout>
  <remote_servers>
    <${LOCAL_CLUSTER}>
${shards.map((s) => `      <shard><replica><host>127.0.0.1</host><port>${s.tcp}</port></replica></shard>`).join('\n')}
    </${LOCAL_CLUSTER}>
  </remote_servers>
</yandex>
`;
}

/** users.xml: the passwordless `default` user, reachable from loopback only. */
export function usersXml(): string {
  return `<?xml version="1.0"?>
<yandex>
  <profiles>
    <default>
      <max_memory_usage>4000000000</max_memory_usage>
      <use_uncompressed_cache>0</use_uncompressed_cache>
      <load_balancing>in_order</load_balancing>
      <log_queries>0</log_queries>
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
