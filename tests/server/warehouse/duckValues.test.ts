import { DuckDBDecimalValue, DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import { decimalNumber } from '../../../server/warehouse/duckValues';

// Values read typed from DuckDB against the text conversion they replace: JSON's text of every
// value, then Number() of the text for BIGINT, HUGEINT and DECIMAL columns.
const SQL = `SELECT * FROM (VALUES
  (1, 12345.67::DECIMAL(18,2), 9007199254740993::BIGINT, 170141183460469231731687303715884105727::HUGEINT, 0.1::DECIMAL(38,10), 123456789012345678.1234567891::DECIMAL(38,10), DATE '2026-11-21', [1, 2]::BIGINT[], 'a', 1.5::DOUBLE),
  (2, -0.05::DECIMAL(18,2), -9007199254740993::BIGINT, -1::HUGEINT, -0.0000000001::DECIMAL(38,10), -99999999999999999999999999.9999999999::DECIMAL(38,10), DATE '2024-02-29', NULL, NULL, NULL),
  (3, NULL, NULL, NULL, NULL, NULL, NULL, []::BIGINT[], '', 0.0),
  (4, 0.01::DECIMAL(4,2), 42::BIGINT, 12345678901234567890::HUGEINT, 3.3333333333::DECIMAL(38,10), 0.0000000001::DECIMAL(38,10), DATE '1999-12-31', [9007199254740993]::BIGINT[], 'x', -2.25::DOUBLE)
) v(id, money, big, huge, small_dec, wide_dec, day, list, text, dbl) ORDER BY id`;
const NUMERIC = /^(BIGINT|HUGEINT|UBIGINT|UHUGEINT|DECIMAL)/;

let warehouse: DuckWarehouse;
let byText: Record<string, unknown>[];

beforeAll(async () => {
  warehouse = await openDuckWarehouse(':memory:');
  const instance = await DuckDBInstance.create(':memory:');
  const reader = await (await instance.connect()).runAndReadAll(SQL);
  const types = reader.columnTypes().map(String);
  const names = reader.columnNames();
  byText = (reader.getRowObjectsJson() as Record<string, unknown>[]).map((row) => Object.fromEntries(names.map((n, i) => {
    const v = row[n];
    return [n, NUMERIC.test(types[i]) && typeof v === 'string' ? Number(v) : v];
  })));
  instance.closeSync();
});
afterAll(async () => { await warehouse?.close(); });

describe('typed values', () => {
  it('give the same numbers, dates, lists and NULLs as the text conversion, by rows and by columns', async () => {
    const rows = await warehouse.query(SQL);
    expect(rows).toEqual(byText);
    for (const [a, b] of rows.map((r, i) => [r, byText[i]])) for (const k of Object.keys(b)) if (typeof b[k] !== 'object') expect(Object.is(a[k], b[k]), k).toBe(true);
    const { count, columns } = await warehouse.queryColumns(SQL);
    expect(count).toBe(byText.length);
    for (const name of Object.keys(byText[0])) expect(columns[name]).toEqual(byText.map((r) => r[name]));
    // the subjects the conversion must get right are there
    expect(rows[0].big).toBe(9007199254740992);
    expect(rows[0].money).toBe(12345.67);
    expect(rows[1].day).toBe('2024-02-29');
    expect(rows[2].money).toBeNull();
    expect(rows[0].list).toEqual(['1', '2']);
  });
});

describe('decimalNumber', () => {
  it('is Number() of the decimal\'s text for 20,000 unscaled values and scales, exact-double range and beyond', () => {
    // a fixed linear congruential sequence: the same subjects every run
    let seed = 17n;
    const next = () => (seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n);
    for (let i = 0; i < 20_000; i++) {
      const digits = Number(next() % 38n) + 1;
      const unscaled = (next() % 10n ** BigInt(digits)) * (next() % 2n ? 1n : -1n);
      const scale = Number(next() % BigInt(Math.min(digits, 38) + 1));
      const value = new DuckDBDecimalValue(unscaled, 38, scale);
      expect(Object.is(decimalNumber(value), Number(value.toString())), value.toString()).toBe(true);
    }
  });
});
