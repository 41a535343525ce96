import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { exportInputs } from '../../../server/load/export';
import { loadWarehouse } from '../../../server/load/load';
import { ClickHouseMirrorError } from '../../../server/load/toClickHouse';
import { openClickHouseWarehouse } from '../../../server/warehouse/clickhouse/clickhouseWarehouse';
import { clickHouseClient } from '../../../server/warehouse/clickhouse/config';
import { runStatement } from '../../../server/warehouse/clickhouse/nodes';
import { openDuckSource } from '../../../server/warehouse/clickhouse/duckSource';
import { planTable, type TablePlan } from '../../../server/warehouse/clickhouse/schema';
import { openDuckWarehouse } from '../../../server/warehouse/duckdb';
import { describeWithClickHouse, startLoadedCluster, type LoadedCluster } from '../../support/clickhouse';
import { exportDays, rowsOfDays, slice, withDuck } from '../../support/exportSlices';

/**
 * `npm run load` for a console served from ClickHouse: the DuckDB warehouse of DATA_DIR loaded as
 * for a DuckDB console, then ClickHouse given what the load changed (server/load/toClickHouse.ts).
 * After a new day, and after that day corrected, every table of ClickHouse holds what DuckDB holds:
 * its rows counted (per month for facts and rollups) and every numeric column summed.
 */
let work: string;
let exported: string;
let dataDir: string;
let cluster: LoadedCluster | undefined;

describeWithClickHouse('a load into the warehouse of a ClickHouse console', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'load-ch-'));
    exported = join(work, 'export');
    dataDir = join(work, 'data');
    await withDuck((c) => exportInputs(c, exported), inject('warehouseFile'), true);
    const { day } = await exportDays(exported);
    const rows = rowsOfDays(exported);
    // the export less its last two days, in DuckDB and copied into the cluster
    await loadWarehouse({ dataDir, from: await slice(exported, join(work, 'base'), (t) => rows(t, `<= DATE '${day(2)}'`) ?? 'TRUE') });
    cluster = await startLoadedCluster(join(dataDir, 'warehouse.duckdb'));
  }, 900_000);

  afterAll(async () => {
    await cluster?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  /** Each table's rows counted (per partition month where it has them) and its numeric columns summed (to 10 significant digits). */
  async function figures(): Promise<{ duck: Figures; ch: Figures }> {
    const source = await openDuckSource(join(dataDir, 'warehouse.duckdb'));
    const plans = (await source.tables()).map(planTable);
    source.close();
    // integers (some are 64-bit hashes) summed by their remainders, which neither engine's sum overflows
    const numeric = (p: TablePlan) => p.columns.filter((c) => /^(Nullable\()?(U?Int|Float|Decimal)/.test(c.type) && !c.name.endsWith('_epoch_ms'))
      .map((c) => (/^(Nullable\()?U?Int/.test(c.type)
        ? { name: c.name, duck: `sum(${c.name} % 1000003)`, ch: `sum(${/U?Int64/.test(c.type) ? c.name : `toInt64(${c.name})`} % 1000003)` }
        : { name: c.name, duck: `sum(${c.name})`, ch: `sum(${c.name})` }));
    const duck = await openDuckWarehouse(join(dataDir, 'warehouse.duckdb'), { readOnly: true, connections: 1 });
    const ch = await openClickHouseWarehouse(cluster!.config);
    const out = { duck: {} as Figures, ch: {} as Figures };
    const round = (v: unknown) => (v === null ? null : Number(v));
    try {
      for (const plan of plans) {
        const sums = (engine: 'duck' | 'ch') => numeric(plan).map((c) => `${c[engine]} AS s_${c.name}`);
        const month = plan.partitionDate;
        const duckSql = `SELECT ${month ? `CAST(strftime(${month}, '%Y%m') AS INTEGER)` : '0'} AS m, count(*) AS n${sums('duck').map((s) => `, ${s}`).join('')} FROM ${plan.name} GROUP BY 1 ORDER BY 1`;
        const chSql = `SELECT ${month ? `toYYYYMM(${month})` : '0'} AS m, count() AS n${sums('ch').map((s) => `, ${s}`).join('')} FROM ${plan.name} GROUP BY m ORDER BY m`;
        const shape = (rows: Record<string, unknown>[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round(v)])) as Record<string, number | null>);
        out.duck[plan.name] = shape(await duck.query(duckSql));
        out.ch[plan.name] = shape(await ch.query(chSql));
      }
    } finally {
      await duck.close();
      await ch.close();
    }
    return out;
  }

  type Figures = Record<string, Record<string, number | null>[]>;
  // Float64 sums in ClickHouse, exact decimals in DuckDB: equal within 1e-9 of their size
  const near = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1));
  /** The tables whose figures differ, with their first differing months and columns (ClickHouse's / DuckDB's). */
  const differing = (a: Figures, b: Figures) => Object.keys({ ...a, ...b }).flatMap((t) => {
    const rows = a[t] ?? [];
    const found = rows.length !== (b[t] ?? []).length ? [`${rows.length}/${(b[t] ?? []).length} months`]
      : rows.flatMap((r, i) => Object.keys(r).filter((k) => !near(r[k], b[t][i][k])).map((k) => `${String(r.m)}.${k} ${String(r[k])}/${String(b[t][i][k])}`));
    return found.length ? [`${t}: ${found.slice(0, 4).join(', ')}`] : [];
  });

  it('gives ClickHouse the months and tables a new day and a correction change, and refuses a ClickHouse that does not hold the warehouse', async () => {
    const { day } = await exportDays(exported);
    const rows = rowsOfDays(exported);
    const to = { target: cluster!.config, nodes: cluster!.nodeUrls };
    const added = await loadWarehouse({ dataDir, from: await slice(exported, join(work, 'day'), (t) => rows(t, `= DATE '${day(1)}'`)), clickhouse: to });
    // a day: its month of each fact and of the rollups refreshed, and the small tables it changed (members, the warehouse's days, the log)
    expect(added.clickhouse!.months).toBeGreaterThan(0);
    expect(added.clickhouse!.tables).toBeGreaterThan(added.derived.refreshed / 2);
    let { duck, ch } = await figures();
    expect(differing(ch, duck)).toEqual([]);
    const gameRows = (f: Figures) => f.fact_game_day.reduce((a, r) => a + Number(r.n), 0);
    const gameRowsOfTheDay = gameRows(duck);

    // the same day again, half its game rows gone: the month replaced again, the sums follow
    const corrected = await slice(exported, join(work, 'corrected'), (t) => (t.kind === 'fact' ? `${rows(t, `= DATE '${day(1)}'`)}${t.name === 'fact_game_day' ? ' AND member_id % 2 = 0' : ''}` : null));
    const again = await loadWarehouse({ dataDir, from: corrected, clickhouse: to });
    expect(again.clickhouse!.months).toBeGreaterThan(0);
    ({ duck, ch } = await figures());
    expect(differing(ch, duck)).toEqual([]);
    expect(gameRows(duck)).toBeLessThan(gameRowsOfTheDay);

    // ClickHouse a row more than the warehouse on one node: refused before anything is written, naming the table
    const node = clickHouseClient({ ...cluster!.config, url: cluster!.nodeUrls[1] });
    await runStatement(node, 'INSERT INTO dim_site SELECT * FROM dim_site LIMIT 1');
    await node.close();
    const file = join(dataDir, 'warehouse.duckdb');
    const before = statSync(file);
    const error = await loadWarehouse({ dataDir, from: await slice(exported, join(work, 'last'), (t) => rows(t, `= DATE '${day(0)}'`)), clickhouse: to }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ClickHouseMirrorError);
    expect((error as Error).message).toMatch(/does not hold this warehouse as it is before the load \(dim_site: \d+ rows in ClickHouse, \d+ in DuckDB\): copy it first with npm run clickhouse:load/);
    expect([statSync(file).mtimeMs, statSync(file).size]).toEqual([before.mtimeMs, before.size]);
  }, 900_000);
});
