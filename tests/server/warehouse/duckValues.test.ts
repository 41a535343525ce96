import { DuckDBDecimalValue, DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import { apiValue, decimalNumber } from '../../../server/warehouse/duckValues';

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

// Every type a report's statement answers, over several chunks (DuckDB's chunks hold 2,048 rows), with
// NULLs, values beyond a double's exact integers and a whole row in a struct column (the totals row).
const TYPES_SQL = `SELECT (i % 200 - 100)::TINYINT AS tiny, (i * 7 - 9000)::SMALLINT AS small, (i * 400003 - 1000000000)::INTEGER AS int, i::UINTEGER AS uint,
  CASE WHEN i % 5 = 0 THEN NULL ELSE i * 9007199254 END::BIGINT AS big, (i::HUGEINT * 170141183460469231731687303715) AS huge,
  (i % 80 * 1.25)::DECIMAL(4,2) AS dec16, (i % 80 * 1234.5678)::DECIMAL(9,4) AS dec32, CASE WHEN i % 7 = 0 THEN NULL ELSE (i % 8) * -123456789.123456789 END::DECIMAL(18,9) AS dec64,
  (i::DECIMAL(38,9) * 99999999999.123456789) AS dec128, (i::DECIMAL(38,0) * 1e25::DECIMAL(38,0)) AS wide,
  CASE WHEN i % 3 = 0 THEN NULL ELSE 'site ' || i END AS text, CASE i % 4 WHEN 0 THEN 'NaN'::DOUBLE WHEN 1 THEN 'Infinity'::DOUBLE ELSE i / 3 END AS dbl,
  i % 2 = 0 AS flag, DATE '2024-02-29' + i::INTEGER AS day, TIMESTAMP '2026-01-01 00:00:00' + to_seconds(i::BIGINT) AS ts, [i, i + 1] AS list,
  CASE WHEN i = 4999 THEN {'apv_bet': 1.5::DECIMAL(38,9), 'gm_dau': 7::BIGINT, 'site_name': 'x'} END AS __totals_row
  FROM range(0, 5000) t(i) ORDER BY i`;

describe('rows read column by column', () => {
  it('equal the client\'s row objects converted value by value, for every type, over several chunks', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const expected = (await (await instance.connect()).runAndReadAll(TYPES_SQL)).convertRowObjects(apiValue) as Record<string, unknown>[];
    instance.closeSync();
    const rows = await warehouse.query(TYPES_SQL);
    expect(rows).toHaveLength(5000);
    expect(rows).toEqual(expected);
    const names = Object.keys(expected[0]);
    expect(Object.keys(rows[0])).toEqual(names);
    for (let i = 0; i < rows.length; i++) for (const k of names) if (typeof expected[i][k] !== 'object') expect(Object.is(rows[i][k], expected[i][k]), `${k} of row ${i}`).toBe(true);
    const { count, columns } = await warehouse.queryColumns(TYPES_SQL);
    expect(count).toBe(5000);
    for (const k of names) expect(columns[k]).toEqual(expected.map((r) => r[k]));
    // the subjects are there: NULLs, decimals beyond a double's exact integers, the struct
    expect(rows[5].big).toBeNull();
    expect(rows[7].dec64).toBeNull();
    expect(typeof rows[4999].wide).toBe('number');
    expect(rows[4999].__totals_row).toEqual({ apv_bet: 1.5, gm_dau: 7, site_name: 'x' });
    expect(rows[0].dbl).toBe('NaN');
  });
});
