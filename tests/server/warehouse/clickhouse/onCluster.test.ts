import { clickhouseParity } from '../../compiler/clickhouseParity.suite';
import { describeWithClickHouse, withClickHouseCluster } from '../../../support/clickhouse';
import { clusterTests } from './cluster.suite';
import { openClickHouseWarehouse } from '../../../../server/warehouse/clickhouse/clickhouseWarehouse';

// One two-shard cluster of the test warehouse, started and loaded once for both suites that only read it
// (a start and load takes about 40 s on this machine): the warehouse on it, then every report's parity.
describeWithClickHouse('a two-shard ClickHouse cluster of the test warehouse', () => {
  const cluster = withClickHouseCluster();
  clusterTests(cluster);
  clickhouseParity('a two-shard ClickHouse cluster', () => openClickHouseWarehouse(cluster.get().config));
});
