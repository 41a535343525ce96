import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepsPlan } from '../../../server/compiler/keepPlan';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import { VALUE_TABLE, valueStatement } from '../../../server/warehouse/duckValueTable';

// Statements whose plan DuckDB keeps: written without parameters, their values read from a table of
// the connection. Every answer is of its own values, whatever values first planned the text.
let warehouse: DuckWarehouse;
const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];
const names = ['Ace', "O'Neil", 'Bet 50%'];
const rows = days.flatMap((d, i) => [1, 2, 3].map((site) => ({ site, d, amount: (i + 1) * 10 + site, name: names[site - 1] })));
const SQL = `SELECT site_id, sum(amount) AS amount, count(*) FILTER (WHERE name LIKE $5) AS named
  FROM t WHERE site_id IN ($1, $2) AND stat_date BETWEEN $3::DATE AND $4::DATE AND amount >= $6 GROUP BY ALL ORDER BY site_id`;
const expected = (sites: number[], from: string, to: string, like: string, least: number) => {
  const pattern = new RegExp(`^${like.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.')}$`);
  return sites.map((site) => {
    const mine = rows.filter((r) => r.site === site && r.d >= from && r.d <= to && r.amount >= least);
    return { site_id: site, amount: mine.reduce((a, r) => a + r.amount, 0), named: mine.filter((r) => pattern.test(r.name)).length, n: mine.length };
  }).filter((r) => r.n > 0).map(({ n: _n, ...r }) => r);
};

beforeAll(async () => {
  warehouse = await openDuckWarehouse(':memory:', { connections: 1 });
  await warehouse.query('CREATE TABLE t (site_id INTEGER, stat_date DATE, amount BIGINT, name VARCHAR)');
  await warehouse.query(`INSERT INTO t VALUES ${rows.map((r) => `(${r.site}, DATE '${r.d}', ${r.amount}, '${r.name.replace(/'/g, "''")}')`).join(', ')}`);
});
afterAll(async () => { await warehouse?.close(); });

describe('a statement without parameters', () => {
  it('writes integers into the text and reads every other value from the value table', () => {
    const a = valueStatement(SQL, [1, 2, '2026-11-01', '2026-11-02', 'A%', 12.5])!;
    const b = valueStatement(SQL, [1, 2, '2026-10-01', '2026-12-31', '%', 0.5])!;
    expect(a.text).toBe(b.text);
    expect(a.text).not.toMatch(/\$\d/);
    expect(a.text).toContain('IN (CAST(1 AS INTEGER), CAST(2 AS INTEGER))');
    expect(a.text).toContain(`CAST((SELECT v[4] FROM ${VALUE_TABLE}) AS DOUBLE)`);
    // numbered in the order the text reads them ($5 comes first)
    expect(a.values).toEqual(['A%', '2026-11-01', '2026-11-02', '12.5']);
    // another scope is another text
    expect(valueStatement(SQL, [3, 2, '2026-11-01', '2026-11-02', 'A%', 1])!.text).not.toBe(a.text);
    // an equal value is read from one slot, whichever parameters hold it (a range of one day: one date)
    const day = valueStatement(SQL, [1, 2, '2026-11-01', '2026-11-01', '2026-11-01', 12.5])!;
    expect(day.values).toEqual(['2026-11-01', '12.5']);
    expect(day.text.match(/v\[1\]/g)).toHaveLength(3);
  });

  it('leaves quoted strings, quoted names and comments as they are, and reads a repeated parameter once', () => {
    const s = valueStatement(`SELECT '$1' AS "$2", 'it''s $1' AS x, $1 AS a, $1 AS b -- $2\nFROM t WHERE name = $2`, ['v', 'w'])!;
    expect(s.text).toBe(`SELECT '$1' AS "$2", 'it''s $1' AS x, (SELECT v[1] FROM ${VALUE_TABLE}) AS a, (SELECT v[1] FROM ${VALUE_TABLE}) AS b -- $2\nFROM t WHERE name = (SELECT v[2] FROM ${VALUE_TABLE})`);
    expect(s.values).toEqual(['v', 'w']);
  });

  it('gives up where a value has no such form (the statement runs with parameters)', () => {
    expect(valueStatement('SELECT * FROM t WHERE name IN (SELECT unnest($1))', [['a', 'b']])).toBeNull();
    expect(valueStatement('SELECT $2', [1])).toBeNull();
    expect(valueStatement('SELECT $1', [Number.NaN])).toBeNull();
    expect(valueStatement('SELECT $1, $2', [[1, 3_000_000_000], true])!.text).toBe('SELECT CAST([1, 3000000000] AS BIGINT[]), true');
  });

  it('answers each request with its own values, the first planned over a range after every row', async () => {
    const asks: [number[], string, string, string, number][] = [
      [[1, 2], '2027-01-01', '2027-01-31', 'A%', 0],
      [[1, 2], '2026-11-01', '2026-11-04', 'A%', 0],
      [[1, 2], '2026-11-02', '2026-11-03', '%', 25],
      [[1, 2], '2026-10-01', '2026-11-01', "O'%", 0],
      [[2, 3], '2026-11-01', '2026-11-04', '%50\\%', 12.5],
      [[2, 3], '2026-11-04', '2026-11-04', '', 0],
    ];
    for (const [sites, from, to, like, least] of asks) {
      const params = [...sites, from, to, like, least];
      const kept = await warehouse.query(SQL, params, { keepPlan: true });
      expect(kept).toEqual(expected(sites, from, to, like, least));
      expect(kept).toEqual(await warehouse.query(SQL, params));
    }
    // a text per scope and integer values (planned without parameters), and the statement with parameters
    const texts = new Set(asks.map(([sites, from, to, like, least]) => valueStatement(SQL, [...sites, from, to, like, least])!.text));
    expect(texts.size).toBe(4);
    expect(warehouse.preparedCount()).toBe(texts.size + 1);
  });

  it('a kept statement that failed leaves the next one answering', async () => {
    await expect(warehouse.query(SQL, [1, 2, 'not a date', '2026-11-04', '%', 0], { keepPlan: true })).rejects.toThrow();
    expect(await warehouse.query(SQL, [1, 2, '2026-11-01', '2026-11-01', '%', 0], { keepPlan: true })).toEqual(expected([1, 2], '2026-11-01', '2026-11-01', '%', 0));
  });
});

describe('which statements keep their plan', () => {
  const catalog = new Map([['rollup_gaming_site_day', 8_395], ['rollup_gaming_range_counts', 287_820], ['rollup_gaming_member_day', 44_924_980]]);
  it('those reading small rollups only', () => {
    expect(keepsPlan(['rollup_gaming_site_day', 'rollup_gaming_range_counts'], catalog)).toBe(true);
    expect(keepsPlan(['rollup_gaming_site_day', 'rollup_gaming_member_day'], catalog)).toBe(false);
    expect(keepsPlan(['rollup_gaming_site_day', 'fact_gaming'], catalog)).toBe(false);
    expect(keepsPlan([], catalog)).toBe(false);
  });
});
