import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';

// Prepared statements reused by text: every answer is of its own bound values, never of the values
// the text was first prepared with, and a table replaced under a prepared text is read as it now is.
let warehouse: DuckWarehouse;
const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];
const rows = days.flatMap((d, i) => [1, 2, 3].map((site) => ({ site, d, amount: (i + 1) * 10 + site })));
const SQL = 'SELECT site_id, sum(amount) AS amount FROM t WHERE site_id IN ($1, $2) AND stat_date BETWEEN $3::DATE AND $4::DATE GROUP BY ALL ORDER BY site_id';
const expected = (sites: number[], from: string, to: string) => sites.map((site) => ({
  site_id: site, amount: rows.filter((r) => r.site === site && r.d >= from && r.d <= to).reduce((a, r) => a + r.amount, 0),
})).filter((r) => r.amount > 0);

beforeAll(async () => {
  warehouse = await openDuckWarehouse(':memory:', { connections: 2 });
  await warehouse.query('CREATE TABLE t (site_id INTEGER, stat_date DATE, amount BIGINT)');
  await warehouse.query(`INSERT INTO t VALUES ${rows.map((r) => `(${r.site}, DATE '${r.d}', ${r.amount})`).join(', ')}`);
});
afterAll(async () => { await warehouse?.close(); });

describe('prepared statements by text', () => {
  it('answers each scope and range with its own values, one prepared text per connection', async () => {
    const asks: [number[], string, string][] = [
      [[1, 2], '2026-11-01', '2026-11-02'], [[2, 3], '2026-11-03', '2026-11-04'], [[3, 1], '2026-11-02', '2026-11-04'], [[1, 2], '2026-11-04', '2026-11-04'],
    ];
    // several at once and in turn: both connections prepare the text, each answer is its own
    const answers = await Promise.all([...asks, ...asks].map(([s, f, t]) => warehouse.query(SQL, [...s, f, t])));
    answers.forEach((a, i) => {
      const [s, f, t] = asks[i % asks.length];
      expect(a).toEqual(expected([...s].sort(), f, t));
    });
    expect(warehouse.preparedCount()).toBeGreaterThanOrEqual(1);
    expect(warehouse.preparedCount()).toBeLessThanOrEqual(2);
  });

  it('reads a table replaced after the text was prepared', async () => {
    const before = await warehouse.query(SQL, [1, 2, '2026-11-01', '2026-11-04']);
    expect(before).toEqual(expected([1, 2], '2026-11-01', '2026-11-04'));
    await warehouse.query('CREATE OR REPLACE TABLE t AS SELECT site_id, stat_date, amount * 2 AS amount FROM t');
    const after = await warehouse.query(SQL, [1, 2, '2026-11-01', '2026-11-04']);
    expect(after).toEqual(before.map((r) => ({ ...r, amount: (r.amount as number) * 2 })));
    await warehouse.query('CREATE OR REPLACE TABLE t AS SELECT site_id, stat_date, amount // 2 AS amount FROM t');
  });

  it('a statement that failed to bind leaves the text usable', async () => {
    await expect(warehouse.query(SQL, [1, 2, 'not a date', '2026-11-04'])).rejects.toThrow();
    expect(await warehouse.query(SQL, [2, 3, '2026-11-01', '2026-11-01'])).toEqual(expected([2, 3], '2026-11-01', '2026-11-01'));
  });
});
