import { clickhouseParity } from '../../compiler/clickhouseParity.suite';
import { describeWithClickHouse, withClickHouseCluster } from '../../../support/clickhouse';
import { clusterTests } from './cluster.suite';
import { failoverTests } from './failover.suite';
import { openClickHouseWarehouse } from '../../../../server/warehouse/clickhouse/clickhouseWarehouse';

// One cluster of the test warehouse, two shards of two replicas (ReplicatedMergeTree and a ZooKeeper, as
// `npm run clickhouse:cluster` starts it), started and loaded once for the suites that read it: the
// warehouse on it, every report's parity, then one replica of each shard killed (last: it stops two nodes).
describeWithClickHouse('a ClickHouse cluster of two shards of two replicas holding the test warehouse', () => {
  const cluster = withClickHouseCluster(2);
  clusterTests(cluster);
  clickhouseParity('a two-shard ClickHouse cluster', () => openClickHouseWarehouse(cluster.get().config), '18.16');
  failoverTests(cluster);
}, { replicas: true });
