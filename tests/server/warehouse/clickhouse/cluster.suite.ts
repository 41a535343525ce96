import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAppStore } from '../../../../server/appstore/appStore';
import { loadWarehouseLists } from '../../../../server/auth/warehouseLists';
import { buildApp } from '../../../../server/http/app';
import { createReportService } from '../../../../server/reports/reportService';
import { openClickHouseWarehouse, type ClickHouseWarehouse } from '../../../../server/warehouse/clickhouse/clickhouseWarehouse';
import { ClickHouseQueryError, ClickHouseUnavailableError } from '../../../../server/warehouse/clickhouse/errors';
import { openDuckWarehouse, type DuckWarehouse } from '../../../../server/warehouse/duckdb';
import { QueryTimeoutError, type Row } from '../../../../server/warehouse/warehouse';
import type { LoadedCluster } from '../../../support/clickhouse';

/** Money compared to the cent, as the reports show it. */
const cents = (rows: Row[], field: string) => rows.map((r) => ({ ...r, [field]: Math.round(Number(r[field]) * 100) }));

/** The test warehouse loaded whole, spread over the shards, read and served as from DuckDB. Run by tests/server/warehouse/clickhouse/onCluster.test.ts, on the cluster it shares. */
export function clusterTests(fixture: { get(): LoadedCluster }): void {
  describe('the test warehouse on a two-shard ClickHouse cluster', () => {
    let ch: ClickHouseWarehouse;
    let duck: DuckWarehouse;
    beforeAll(async () => {
      ch = await openClickHouseWarehouse(fixture.get().config);
      duck = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true, connections: 1 });
    });
    afterAll(async () => {
      await ch?.close();
      await duck?.close();
    });

    /** Runs SQL on a node of shard i + 1 with the console's settings (its tables hold that shard's rows only). */
    async function onNode(i: number, sql: string): Promise<Row[]> {
      const node = await openClickHouseWarehouse({ ...fixture.get().config, url: fixture.get().shardUrls[i] });
      try {
        return await node.query(sql);
      } finally {
        await node.close();
      }
    }

    it('loads every table with DuckDB\'s row count, rollups included', async () => {
      const tables = await duck.query(`SELECT table_name FROM duckdb_tables() ORDER BY 1`);
      const { load } = fixture.get();
      expect(Object.keys(load.rows).sort()).toEqual(tables.map((t) => t.table_name));
      expect(Object.keys(load.rows).filter((t) => t.startsWith('rollup_')).length).toBeGreaterThan(0);
      for (const [table, rows] of Object.entries(load.rows)) {
        const [{ n }] = await ch.query(`SELECT count() AS n FROM ${table}`);
        expect(n, table).toBe(rows);
      }
      console.info(`loaded ${Object.values(load.rows).reduce((a, b) => a + b, 0)} rows in ${load.seconds.toFixed(1)} s`);
    });

    it('sums turnover per site to the cent and counts rows per month as DuckDB does', async () => {
      const bySite = 'SELECT site_id, sum(apv_bet_base) AS apv FROM fact_game_day GROUP BY site_id ORDER BY site_id';
      expect(cents(await ch.query(bySite), 'apv')).toEqual(cents(await duck.query(bySite), 'apv'));
      const months = await ch.query('SELECT toYYYYMM(stat_date) AS month, count() AS n FROM fact_game_day GROUP BY month ORDER BY month');
      const duckMonths = await duck.query(`SELECT CAST(strftime(stat_date, '%Y%m') AS INTEGER) AS month, count(*) AS n FROM fact_game_day GROUP BY month ORDER BY month`);
      expect(months).toEqual(duckMonths);
      const rollup = 'SELECT site_id, sum(dpst_amt) AS dpst, sum(dpst_count) AS n FROM rollup_transaction_site_day_provider GROUP BY site_id ORDER BY site_id';
      expect(cents(await ch.query(rollup), 'dpst')).toEqual(cents(await duck.query(rollup), 'dpst'));
    });

    it('keeps dates, timestamps (to the millisecond), NULLs and lists exactly', async () => {
      const dates = await ch.query('SELECT min(stat_date) AS first, max(stat_date) AS last, min(order_time) AS t FROM fact_transaction');
      expect(dates).toEqual(await duck.query(`SELECT min(stat_date) AS first, max(stat_date) AS last, strftime(min(order_time), '%Y-%m-%d %H:%M:%S') AS t FROM fact_transaction`));
      const instants = await ch.query(`SELECT count() AS n, countIf(finish_time IS NULL) AS open, sum(toUInt64(toUnixTimestamp(order_time))) AS seconds,
        sum(order_time_epoch_ms % 1000) AS ms, sum(finish_time_epoch_ms - order_time_epoch_ms) AS waited FROM fact_transaction`);
      expect(instants).toEqual(await duck.query(`SELECT count(*) AS n, count(*) FILTER (WHERE finish_time IS NULL) AS open, sum(epoch_ms(order_time) // 1000) AS seconds,
        sum(epoch_ms(order_time) % 1000) AS ms, sum(epoch_ms(finish_time) - epoch_ms(order_time)) AS waited FROM fact_transaction`));
      const promos = 'SELECT promo_id, promo_tag_list, promo_date_start FROM dim_promo ORDER BY promo_id LIMIT 50';
      expect(await ch.query(promos)).toEqual(await duck.query(promos));
    });

    it('spreads the facts over both shards, each member on one shard, and copies dimensions whole to each node', async () => {
      const shards = await Promise.all([0, 1].map((i) => onNode(i, 'SELECT count() AS n, uniqExact(member_id) AS members FROM fact_game_day_local')));
      const [all] = await ch.query('SELECT count() AS n, uniqExact(member_id) AS members FROM fact_game_day');
      for (const [shard] of shards) expect(shard.n).toBeGreaterThan(Number(all.n) / 4);
      expect(Number(shards[0][0].n) + Number(shards[1][0].n)).toBe(all.n);
      expect(Number(shards[0][0].members) + Number(shards[1][0].members)).toBe(all.members);
      const [{ members }] = await duck.query('SELECT count(*) AS members FROM dim_member');
      for (const i of [0, 1]) expect((await onNode(i, 'SELECT count() AS members FROM dim_member'))[0].members).toBe(members);
      // every replica of a shard holds its shard's rows, every node the dimensions
      const { nodeUrls, cluster } = fixture.get();
      for (const [i, url] of nodeUrls.entries()) {
        const node = await openClickHouseWarehouse({ ...fixture.get().config, url });
        try {
          const shard = cluster.nodes[i].shard - 1;
          expect((await node.query('SELECT count() AS n FROM fact_game_day_local'))[0].n, url).toBe(shards[shard][0].n);
          expect((await node.query('SELECT count() AS members FROM dim_member'))[0].members, url).toBe(members);
        } finally {
          await node.close();
        }
      }
    });

    it('answers a fact joined to a dimension on each shard locally, as DuckDB does', async () => {
      const join = 'SELECT g.game_kind_code AS kind, count() AS n FROM fact_game_day AS f ALL INNER JOIN dim_game AS g USING game_id GROUP BY kind ORDER BY kind';
      const duckJoin = 'SELECT g.game_kind_code AS kind, count(*) AS n FROM fact_game_day f JOIN dim_game g USING (game_id) GROUP BY kind ORDER BY kind';
      expect(await ch.query(join)).toEqual(await duck.query(duckJoin));
    });

    it('reads the server\'s lists, rollup catalog and last day of data as from DuckDB', async () => {
      expect(await loadWarehouseLists(ch)).toEqual(await loadWarehouseLists(duck));
      const rollups = await ch.rollupCatalog();
      expect([...rollups.keys()].sort()).toEqual([...(await duck.rollupCatalog()).keys()].sort());
      for (const [table, rows] of rollups) expect(rows, table).toBe(fixture.get().load.rows[table]);
      const [onCh, onDuck] = await Promise.all([createReportService(ch, { cache: false }), createReportService(duck, { cache: false })]);
      expect(onCh.dataEnd).toBe(onDuck.dataEnd);
    });

    it('serves the app from it', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'console-ch-app-'));
      const store = await openAppStore(join(dir, 'appstore.duckdb'));
      try {
        const app = await buildApp({ warehouse: ch, store });
        await app.ready();
        await app.close();
      } finally {
        await store.close();
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('returns rows shaped like DuckDB\'s: numbers, dates as text, NULL as null', async () => {
      const [row] = await ch.query(`SELECT count() AS n, toDecimal64(1.25, 2) AS m, toDate('2026-01-02') AS d,
        toDateTime('2026-01-02 03:04:05', 'UTC') AS t, CAST(NULL AS Nullable(Int64)) AS z FROM system.one`);
      expect(row).toEqual({ n: 1, m: 1.25, d: '2026-01-02', t: '2026-01-02 03:04:05', z: null });
    });

    it('refuses bound parameters on 18.16: its dialect writes values as escaped literals', async () => {
      await expect(ch.query('SELECT 1', [1])).rejects.toThrow(/^ClickHouse 18\.16\.\S+ takes no bound parameters/);
    });

    it('cancels a query at its timeout with QueryTimeoutError, on the server too', async () => {
      const started = Date.now();
      await expect(ch.query('SELECT count() FROM system.numbers', [], { timeoutMs: 600 })).rejects.toBeInstanceOf(QueryTimeoutError);
      expect(Date.now() - started).toBeLessThan(3000);
      await expect.poll(async () => (await ch.query(`SELECT count() AS n FROM system.processes WHERE query LIKE '%FROM system.numbers%' AND query NOT LIKE '%system.processes%'`))[0].n,
        { timeout: 5000 }).toBe(0);
    });

    it('keeps the server\'s code and text in its errors, and only reads', async () => {
      await expect(ch.query('SELECT no_such_column FROM dim_site')).rejects.toThrow(ClickHouseQueryError);
      await expect(ch.query('SELECT no_such_column FROM dim_site')).rejects.toMatchObject({ code: 47, message: expect.stringMatching(/^ClickHouse error 47: .*no_such_column/) });
      await expect(ch.query('DROP TABLE dim_site')).rejects.toMatchObject({ code: 164 });
      expect((await ch.query('SELECT count() AS n FROM dim_site'))[0].n).toBeGreaterThan(0);
    });

    it('says in one line why it cannot open a cluster', async () => {
      const { config } = fixture.get();
      await expect(openClickHouseWarehouse({ ...config, url: 'http://127.0.0.1:1' })).rejects.toThrow(new ClickHouseUnavailableError('cannot reach ClickHouse at http://127.0.0.1:1: connection refused'));
      await expect(openClickHouseWarehouse({ ...config, database: 'system' })).rejects.toThrow(/has no warehouse in database 'system'/);
      await expect(openClickHouseWarehouse({ ...config, url: '127.0.0.1:8123' })).rejects.toThrow(new ClickHouseUnavailableError("CLICKHOUSE_URL must be an http:// or https:// address, e.g. http://ch1:8123 (got '127.0.0.1:8123')"));
      await expect(openClickHouseWarehouse({ ...config, cluster: 'nope' })).rejects.toThrow(new ClickHouseUnavailableError(`ClickHouse at ${config.url} has no cluster 'nope' (it knows console_cluster): set CLICKHOUSE_CLUSTER`));
      // the server answered: not "cannot reach"
      await expect(openClickHouseWarehouse({ ...config, user: 'nobody' })).rejects.toThrow(/^ClickHouse at \S+ refused the console: ClickHouse error 192: .*nobody/);
    });
  });
}
