import { describe, expect, it } from 'vitest';
import { CompileError } from '../../../../server/compiler/errors';
import { LiteralParams, sqlLiteral } from '../../../../server/compiler/dialect/clickhouse/literals';
import { Params } from '../../../../server/compiler/sql/params';
import { INJECTION_PROBES } from '../../../support/injectionProbes';


/** Reads a ClickHouse string literal as its lexer does; throws if the quote ends before the text does. */
function readLiteral(sql: string): string {
  expect(sql.startsWith("'") && sql.endsWith("'")).toBe(true);
  let out = '';
  for (let i = 1; i < sql.length - 1; i++) {
    const c = sql[i];
    if (c === "'") throw new Error(`unescaped quote at ${i} in ${sql}`);
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = sql[++i];
    if (next === 'x') {
      out += String.fromCharCode(parseInt(sql.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      out += next;
    }
  }
  return out;
}

describe('ClickHouse values as literals', () => {
  it('renders every probe as one string literal that reads back as the probe', () => {
    for (const probe of INJECTION_PROBES) {
      const sql = sqlLiteral(probe);
      expect(readLiteral(sql), probe).toBe(probe);
      expect([...sql].some((c) => c.charCodeAt(0) < 0x20), probe).toBe(false);
    }
  });

  it('writes numbers as numbers and refuses what is not a finite number', () => {
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(-10)).toBe('-10');
    expect(sqlLiteral(0.1)).toBe('0.1');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(() => sqlLiteral(bad)).toThrow(CompileError);
  });

  it('writes booleans, NULL and lists element by element', () => {
    expect(sqlLiteral(true)).toBe('1');
    expect(sqlLiteral(false)).toBe('0');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(['a', "b'"])).toBe("['a', 'b\\'']");
    expect(new LiteralParams().list([1, "it's"])).toBe("(1, 'it\\'s')");
  });

  it('accepts only calendar days as dates', () => {
    const params = new LiteralParams();
    expect(params.date('2026-02-28')).toBe("toDate('2026-02-28')");
    for (const bad of ['2026-02-30', '2026-13-01', "2026-01-01') OR 1=1 --", '20260101', '']) expect(() => params.date(bad), bad).toThrow(CompileError);
  });

  it('binds nothing: the SQL holds every value, so the statement carries no parameters', () => {
    const params = new LiteralParams();
    params.add('x');
    params.list([1, 2]);
    expect(params.values).toEqual([]);
  });

  it('leaves DuckDB binding values as $n parameters', () => {
    const params = new Params();
    expect(params.add(INJECTION_PROBES[0])).toBe('$1');
    expect(params.date('2026-01-01')).toBe('$2::DATE');
    expect(params.values).toEqual([INJECTION_PROBES[0], '2026-01-01']);
  });
});
