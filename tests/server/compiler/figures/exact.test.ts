import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absValue, addValues, apiNumber, compareNumbers, divideValues, InexactFigure, sumValues, toDouble, type FigureValue } from '../../../../server/compiler/figures/exact';
import { openDuckWarehouse, type DuckWarehouse } from '../../../../server/warehouse/duckdb';
import type { ExactNumber } from '../../../../server/warehouse/warehouse';

let warehouse: DuckWarehouse;
beforeAll(async () => { warehouse = await openDuckWarehouse(':memory:', { connections: 1 }); });
afterAll(async () => { await warehouse?.close(); });

/** A deterministic spread of unscaled integers: small, around 2^53, and far beyond it (up to 30 digits), of both signs. */
function unscaledValues(): bigint[] {
  let seed = 12345n;
  const next = () => (seed = (seed * 6364136223846793005n + 1442695040888963407n) % (1n << 64n));
  const out = [0n, 1n, -1n, 99n, -250n, 2n ** 53n, 2n ** 53n + 1n, -(2n ** 53n) - 3n, 2n ** 64n - 1n, -(2n ** 64n) + 7n, 10n ** 29n + 5n];
  for (let i = 0; i < 60; i++) {
    const digits = 1n + (next() % 30n);
    const v = next() * next() % 10n ** digits;
    out.push(i % 2 ? -v : v);
  }
  return out;
}

const decimal = (unscaled: bigint, scale: number): ExactNumber => ({ unscaled, scale, wide: true });

describe('figures computed in the web tier as DuckDB computes them', () => {
  it('makes a DOUBLE of a wide DECIMAL or HUGEINT as CAST(x AS DOUBLE) does, beyond 2^53 too', async () => {
    const values = unscaledValues().flatMap((n) => [0, 2, 9, 12].map((s) => decimal(n, s)));
    // exact SQL text for each: the unscaled integer cast to DECIMAL(38, s) then scaled down by an exact division of decimals
    const text = values.map((v) => (v.scale === 0 ? `${v.unscaled}::HUGEINT` : `CAST('${exactText(v)}' AS DECIMAL(38,${v.scale}))`));
    const rows = await warehouse.query(`SELECT ${text.map((t, i) => `CAST(${t} AS DOUBLE) AS v${i}`).join(', ')}`);
    values.forEach((v, i) => expect(toDouble(v), exactText(v)).toBe(rows[0][`v${i}`]));
  });

  it('subtracts, adds and divides as DuckDB does: exact differences, then a division of doubles', async () => {
    const values = unscaledValues();
    const pairs: [ExactNumber, ExactNumber][] = [];
    for (let i = 0; i + 1 < values.length; i++) for (const s of [2, 9]) pairs.push([decimal(values[i], s), decimal(values[i + 1] / 7n, s)]);
    const col = (v: ExactNumber) => `CAST('${exactText(v)}' AS DECIMAL(38,${v.scale}))`;
    const rows = await warehouse.query(`SELECT ${pairs.map(([a, b], i) => `${col(a)} - ${col(b)} AS d${i}, ${col(a)} + ${col(b)} AS s${i}, (${col(a)} - ${col(b)}) / nullif(abs(${col(b)}), 0) AS q${i}`).join(', ')}`);
    pairs.forEach(([a, b], i) => {
      const label = `${exactText(a)} ${exactText(b)}`;
      expect(apiNumber(addValues(a, b, -1)), label).toBe(rows[0][`d${i}`]);
      expect(apiNumber(addValues(a, b, 1)), label).toBe(rows[0][`s${i}`]);
      expect(apiNumber(divideValues(addValues(a, b, -1), absValue(b))), label).toBe(rows[0][`q${i}`]);
    });
  });

  it('computes on DuckDB\'s own values of mixed types as DuckDB does: scales, integers, narrow decimals, doubles', async () => {
    // each operand as DuckDB reads it exact, then each operation in SQL and here
    const operands = ['12345.67::DECIMAL(38,2)', '-0.000000123::DECIMAL(38,9)', '98765432101::HUGEINT', '4503599627370497::BIGINT', '123456789012.34::DECIMAL(18,2)',
      '-7.25::DECIMAL(9,2)', '0.1::DOUBLE', '10000000000000001::HUGEINT', '3::BIGINT', '0::DECIMAL(38,2)', 'NULL::DECIMAL(38,2)'];
    const [values] = await warehouse.queryExact(`SELECT ${operands.map((o, i) => `${o} AS v${i}`).join(', ')}`);
    const pairs = operands.flatMap((_, i) => operands.map((__, j) => [i, j] as const)).filter(([i, j]) => i !== j);
    const [sql] = await warehouse.query(`SELECT ${pairs.map(([i, j]) => `${operands[i]} - ${operands[j]} AS d${i}_${j}, ${operands[i]} + ${operands[j]} AS s${i}_${j}, ${operands[i]} / nullif(${operands[j]}, 0) AS q${i}_${j}`).join(', ')}`);
    for (const [i, j] of pairs) {
      const [a, b] = [values[`v${i}`], values[`v${j}`]];
      const label = `${operands[i]} ${operands[j]}`;
      expect(apiNumber(addValues(a, b, -1)), `${label} -`).toBe(sql[`d${i}_${j}`]);
      expect(apiNumber(addValues(a, b, 1)), `${label} +`).toBe(sql[`s${i}_${j}`]);
      expect(apiNumber(divideValues(a, b)), `${label} /`).toBe(sql[`q${i}_${j}`]);
    }
  });

  it('gives NULL for a division by 0 or by NULL, and adds nothing to NULL', () => {
    expect(divideValues({ unscaled: 5n, scale: 2 }, { unscaled: 0n, scale: 2 })).toBeNull();
    expect(divideValues({ unscaled: 5n, scale: 2 }, null)).toBeNull();
    expect(addValues(null, { unscaled: 5n, scale: 2 }, 1)).toBeNull();
    // a DECIMAL with a DOUBLE is a DOUBLE
    expect(addValues({ unscaled: 150n, scale: 2 }, 0.25, -1)).toBe(1.25);
  });

  it('sums and compares exact numbers exactly, and leaves sums of doubles and narrow values beyond 2^53 to the SQL', () => {
    const a = decimal(2n ** 60n + 1n, 2);
    const b = decimal(2n ** 60n, 2);
    expect(compareNumbers(a, b)).toBe(1);
    expect(sumValues([a, null, b])).toEqual({ unscaled: 2n ** 61n + 1n, scale: 2, wide: true });
    expect(sumValues([null, null])).toBeNull();
    expect(() => sumValues([0.5, 0.25] as FigureValue[])).toThrow(InexactFigure);
    expect(() => toDouble({ unscaled: 2n ** 60n, scale: 2 })).toThrow(InexactFigure);
  });
});

/** The exact decimal text of an unscaled integer at a scale. */
function exactText(v: ExactNumber): string {
  const negative = v.unscaled < 0n;
  const digits = (negative ? -v.unscaled : v.unscaled).toString().padStart(v.scale + 1, '0');
  const text = v.scale ? `${digits.slice(0, -v.scale)}.${digits.slice(-v.scale)}` : digits;
  return negative ? `-${text}` : text;
}
