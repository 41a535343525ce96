import { describe, expect, it } from 'vitest';
import { loadModelModules } from '../../../server/definitions/discover';
import { activitySql, rollupSql } from '../../../server/warehouse/rollups';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { q, one } = useTestWarehouse();

/** Every rollup and activity table with the SELECT that joins all its dimensions before aggregating. */
async function derived(): Promise<{ table: string; plain: string }[]> {
  const models = Object.values(await loadModelModules()).filter((m) => m.timeColumn);
  const statements = models.flatMap((m) => [
    ...(m.rollups ?? []).map((r) => [rollupSql(m, r), rollupSql(m, r, false)]),
    ...(m.activity ? [[activitySql(m, m.activity), activitySql(m, m.activity, false)]] : []),
  ]);
  return statements.map(([built, plain]) => ({
    table: /^CREATE OR REPLACE TABLE "([^"]+)"/.exec(built)![1],
    plain: plain.replace(/^CREATE OR REPLACE TABLE "[^"]+" AS /, ''),
  }));
}

describe('rollup tables built with names looked up after aggregating', () => {
  it('hold the rows of the aggregate that joins every dimension first', async () => {
    const tables = await derived();
    expect(tables.map((t) => t.table)).toEqual(expect.arrayContaining(['rollup_gaming_member_day', 'rollup_gaming_site_day', 'rollup_gaming_activity']));
    for (const { table, plain } of tables) {
      const columns = await q<{ name: string; type: string }>(`SELECT column_name AS name, data_type AS type FROM duckdb_columns() WHERE table_name = '${table}' ORDER BY column_index`);
      // the grouping columns and the integer measures match exactly; sums of DOUBLE to the rounding of their order
      const keys = columns.filter((c) => c.type !== 'DOUBLE').map((c) => `"${c.name}"`);
      const doubles = columns.filter((c) => c.type === 'DOUBLE').map((c) => `"${c.name}"`);
      const drift = doubles.length
        ? `max(greatest(${doubles.map((d) => `abs(a.${d} - b.${d}) / greatest(abs(a.${d}), abs(b.${d}), 1)`).join(', ')}))`
        : '0';
      const r = await one(`WITH a AS (SELECT * FROM "${table}"), b AS (${plain})
        SELECT (SELECT count(*) FROM a) AS built, (SELECT count(*) FROM b) AS plain,
          count(*) FILTER (WHERE a.${keys[0]} IS NULL OR b.${keys[0]} IS NULL) AS unmatched, ${drift} AS drift,
          ${doubles.length ? `count(*) FILTER (WHERE ${doubles.map((d) => `(a.${d} IS NULL) <> (b.${d} IS NULL)`).join(' OR ')})` : '0'} AS nulls
        FROM a FULL JOIN b ON ${keys.map((k) => `a.${k} IS NOT DISTINCT FROM b.${k}`).join(' AND ')}`);
      expect({ table, ...r, drift: Number(r.drift) < 1e-9 }).toEqual({ table, built: r.plain, plain: r.plain, unmatched: 0, drift: true, nulls: 0 });
    }
  });
});
