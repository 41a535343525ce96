import { describe, expect, it } from 'vitest';
import { clickHouseType, createStatements, planTable, sourceSelect, type SourceTable } from '../../../../server/warehouse/clickhouse/schema';

const fact: SourceTable = {
  name: 'fact_transaction',
  columns: [
    { name: 'trans_id', duckType: 'BIGINT', nullable: false },
    { name: 'stat_date', duckType: 'DATE', nullable: false },
    { name: 'site_id', duckType: 'INTEGER', nullable: false },
    { name: 'member_id', duckType: 'BIGINT', nullable: false },
    { name: 'amount_base', duckType: 'DOUBLE', nullable: false },
    { name: 'finish_time', duckType: 'TIMESTAMP', nullable: true },
  ],
};

describe('ClickHouse types of DuckDB columns', () => {
  it('maps every type the warehouse uses', () => {
    expect(['BOOLEAN', 'TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT', 'DOUBLE', 'DATE', 'TIMESTAMP', 'VARCHAR', 'VARCHAR[]', 'DECIMAL(18,9)', 'DECIMAL(38,0)'].map(clickHouseType))
      .toEqual(['UInt8', 'Int8', 'Int16', 'Int32', 'Int64', 'Float64', 'Date', "DateTime('UTC')", 'String', 'Array(String)', 'Float64', 'Decimal(38, 0)']);
  });

  it('refuses a type it has no faithful match for', () => {
    expect(() => clickHouseType('INTERVAL')).toThrow(/no ClickHouse type for DuckDB's INTERVAL/);
  });

  it('keeps a timestamp to the second and its exact instant in <name>_epoch_ms, both nullable like the source', () => {
    const plan = planTable(fact);
    expect(plan.columns.slice(-2)).toEqual([
      { name: 'finish_time', type: "Nullable(DateTime('UTC'))", source: `strftime("finish_time", '%Y-%m-%d %H:%M:%S')` },
      { name: 'finish_time_epoch_ms', type: 'Nullable(Int64)', source: 'epoch_ms("finish_time")' },
    ]);
  });
});

describe('table plans', () => {
  it('spreads a fact over the shards by member, partitioned by month and sorted by site, day and member', () => {
    const plan = planTable(fact);
    expect(plan).toMatchObject({ kind: 'distributed', partitionBy: 'toYYYYMM(`stat_date`)', orderBy: ['site_id', 'stat_date', 'member_id'], shardBy: 'intHash64(`member_id`)' });
    const ddl = createStatements(plan, 'default', 'console_cluster');
    expect(ddl).toEqual([
      'DROP TABLE IF EXISTS `default`.`fact_transaction`',
      'DROP TABLE IF EXISTS `default`.`fact_transaction_local`',
      expect.stringMatching(/^CREATE TABLE `default`.`fact_transaction_local` \(`trans_id` Int64, .* ENGINE = MergeTree PARTITION BY toYYYYMM\(`stat_date`\) ORDER BY \(`site_id`, `stat_date`, `member_id`\)$/),
      "CREATE TABLE `default`.`fact_transaction` AS `default`.`fact_transaction_local` ENGINE = Distributed('console_cluster', 'default', 'fact_transaction_local', intHash64(`member_id`))",
    ]);
  });

  it('makes a fact a ReplicatedMergeTree on a cluster of replicas, its path per shard, a dimension still a MergeTree on every node', () => {
    const ddl = createStatements(planTable(fact), 'default', 'console_cluster', { replicated: true });
    expect(ddl[2]).toMatch(/^CREATE TABLE `default`.`fact_transaction_local` \(.*\) ENGINE = ReplicatedMergeTree\('\/clickhouse\/tables\/\{shard\}\/default.fact_transaction_local', '\{replica\}'\) PARTITION BY toYYYYMM\(`stat_date`\) ORDER BY \(`site_id`, `stat_date`, `member_id`\)$/);
    expect(ddl[3]).toBe("CREATE TABLE `default`.`fact_transaction` AS `default`.`fact_transaction_local` ENGINE = Distributed('console_cluster', 'default', 'fact_transaction_local', intHash64(`member_id`))");
    const dim = planTable({ name: 'dim_site', columns: [{ name: 'site_id', duckType: 'INTEGER', nullable: false }] });
    expect(createStatements(dim, 'default', 'console_cluster', { replicated: true }).at(-1)).toMatch(/ENGINE = MergeTree ORDER BY/);
  });

  it('spreads a rollup without members by site, and partitions a fact without stat_date by its own date', () => {
    const rollup = planTable({ name: 'rollup_x', columns: [{ name: 'stat_date', duckType: 'DATE', nullable: false }, { name: 'site_id', duckType: 'INTEGER', nullable: false }] });
    expect(rollup.shardBy).toBe('intHash64(`site_id`)');
    const bind = planTable({ name: 'fact_voucher', columns: [{ name: 'site_id', duckType: 'INTEGER', nullable: false }, { name: 'redeem_date', duckType: 'DATE', nullable: true }, { name: 'issue_date', duckType: 'DATE', nullable: false }] });
    expect(bind.partitionBy).toBe('toYYYYMM(`issue_date`)');
  });

  it('keeps a dimension whole on every node under its own name', () => {
    const plan = planTable({ name: 'dim_member', columns: [{ name: 'member_id', duckType: 'BIGINT', nullable: false }, { name: 'site_id', duckType: 'INTEGER', nullable: false }, { name: 'agent_id', duckType: 'INTEGER', nullable: true }] });
    expect(plan).toMatchObject({ kind: 'replicated', orderBy: ['site_id', 'member_id'] });
    expect(createStatements(plan, 'console', 'c')).toEqual([
      'DROP TABLE IF EXISTS `console`.`dim_member`',
      'CREATE TABLE `console`.`dim_member` (`member_id` Int64, `site_id` Int32, `agent_id` Nullable(Int32)) ENGINE = MergeTree ORDER BY (`site_id`, `member_id`)',
    ]);
  });

  it('refuses a fact whose keys may be NULL (a MergeTree cannot sort by them)', () => {
    expect(() => planTable({ name: 'fact_x', columns: [{ name: 'stat_date', duckType: 'DATE', nullable: true }, { name: 'site_id', duckType: 'INTEGER', nullable: false }] }))
      .toThrow(/DATE column without NULLs/);
  });

  it('reads the source as JSON lines written by DuckDB, booleans as 0/1', () => {
    const plan = planTable({ name: 'dim_flag', columns: [{ name: 'id', duckType: 'INTEGER', nullable: false }, { name: 'on', duckType: 'BOOLEAN', nullable: false }] });
    expect(sourceSelect(plan)).toBe('SELECT to_json(struct_pack("id" := "id", "on" := CAST("on" AS UTINYINT)))::VARCHAR FROM "dim_flag"');
  });
});
