import { DuckDBInstance } from '@duckdb/node-api';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureWarehouse, WAREHOUSE_FILE } from '../../../server/datagen/ensure';
import { GENERATOR_VERSION } from '../../../server/datagen/generate';

const dir = mkdtempSync(path.join(os.tmpdir(), 'console-rollups-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function sql(file: string, text: string) {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(text)).getRowObjectsJson();
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe('a warehouse from an earlier version', () => {
  it('gets the missing and outdated rollup tables and the level gaps built on start, with the same figures as the raw facts', async () => {
    const file = path.join(dir, WAREHOUSE_FILE);
    copyFileSync(inject('warehouseFile'), file);
    const [before] = await sql(file, 'SELECT list(threshold_gap_apv_bet ORDER BY lv_order) AS gaps FROM dim_member_level');
    await sql(file, `DROP TABLE rollup_transaction_site_day; ALTER TABLE rollup_gaming_site_day DROP COLUMN gm_dau;
      ${['apv_bet', 'dpst_amt', 'dpst_count'].map((c) => `ALTER TABLE dim_member_level DROP COLUMN threshold_gap_${c};`).join(' ')} CHECKPOINT`);

    const result = await ensureWarehouse({ dataDir: dir });
    expect(result.generated).toBe(false);

    const [check] = await sql(file, `SELECT
      (SELECT sum(dpst_dau) FROM rollup_transaction_site_day) AS rollup_depositors,
      (SELECT count(*) FROM (SELECT DISTINCT site_id, stat_date, member_id FROM fact_transaction WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ')) AS raw_depositors,
      (SELECT sum(gm_dau) FROM rollup_gaming_site_day) AS rollup_gamers,
      (SELECT count(*) FROM (SELECT DISTINCT site_id, stat_date, member_id FROM fact_game_day)) AS raw_gamers`);
    expect(Number(check.rollup_depositors)).toBeGreaterThan(0);
    expect(Number(check.rollup_depositors)).toBe(Number(check.raw_depositors));
    expect(Number(check.rollup_gamers)).toBe(Number(check.raw_gamers));
    const [after] = await sql(file, 'SELECT list(threshold_gap_apv_bet ORDER BY lv_order) AS gaps, list(threshold_apv_bet ORDER BY lv_order) AS thresholds FROM dim_member_level');
    expect(after.gaps).toEqual(before.gaps);
    const thresholds = after.thresholds as number[];
    expect(after.gaps).toEqual(thresholds.map((t, i) => (i + 1 < thresholds.length ? thresholds[i + 1] - t : 0))); // thresholds rise with the level
  });
});

describe('a warehouse from an earlier generator', () => {
  it('is made again at its scale and seed, with the facts in date order', async () => {
    const older = mkdtempSync(path.join(os.tmpdir(), 'console-older-'));
    try {
      const file = path.join(older, WAREHOUSE_FILE);
      copyFileSync(inject('warehouseFile'), file);
      const [meta] = await sql(file, 'SELECT scale, seed FROM warehouse_meta');
      await sql(file, 'UPDATE warehouse_meta SET generator_version = 1; CHECKPOINT');

      const result = await ensureWarehouse({ dataDir: older });
      expect(result.generated).toBe(true);
      const [after] = await sql(file, `SELECT (SELECT generator_version FROM warehouse_meta) AS version, (SELECT scale FROM warehouse_meta) AS scale,
        (SELECT seed FROM warehouse_meta) AS seed, (SELECT count(*) FROM fact_game_day) AS games,
        (SELECT count(*) FROM (SELECT stat_date < lag(stat_date) OVER (ORDER BY rowid) AS back FROM fact_game_day) WHERE back) AS out_of_order`);
      expect(Number(after.version)).toBe(GENERATOR_VERSION);
      expect(Number(after.scale)).toBe(Number(meta.scale));
      expect(Number(after.seed)).toBe(Number(meta.seed));
      expect(Number(after.games)).toBeGreaterThan(0);
      expect(Number(after.out_of_order)).toBe(0);
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
    // a whole generation at the test scale, rollups and range counts included: about 50 s on a loaded 2-core machine
  }, 240_000);
});
