import { isCalendarDay } from '../../../../src/engine/dates/calendarDay';
import type { SqlValue } from '../../../warehouse/warehouse';
import { CompileError } from '../../errors';
import { Params } from '../../sql/params';

/**
 * ClickHouse 18.16 has no server-side parameters: each value is written into the SQL as a literal
 * of its own type, checked and escaped here, so `values` stays empty. Numbers must be finite,
 * strings are quoted with every character the lexer treats specially escaped, dates must be
 * calendar days.
 */
export class LiteralParams extends Params {
  override add(value: SqlValue): string {
    return sqlLiteral(value);
  }

  override date(value: string): string {
    return `toDate(${sqlLiteral(checkedDate(value))})`;
  }

  /** Keys written as an IN list of literals, as `list()`. */
  override keySet(values: readonly (string | number)[]): string {
    return this.list(values);
  }
}

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new CompileError(9400, `refusing number '${value}'`);
    return String(value);
  }
  if (typeof value === 'string') return stringLiteral(value);
  if (Array.isArray(value)) return `[${value.map((v: string | number) => sqlLiteral(v)).join(', ')}]`;
  throw new CompileError(9400, `refusing value of type ${typeof value}`);
}

/** `'…'` with backslash and quote escaped, and control characters (NUL, newlines) as `\xHH`. */
function stringLiteral(value: string): string {
  const escaped = value.replace(/[\\']/g, (c) => `\\${c}`)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return `'${escaped}'`;
}

function checkedDate(value: string): string {
  if (!isCalendarDay(value)) {
    throw new CompileError(9400, `'${value}' is not a date`);
  }
  return value;
}

/**
 * Current ClickHouse (23 and later) binds values on the server: each is a typed placeholder
 * `{pN:Type}` (N its position, as DuckDB's `$N`), its value sent beside the SQL under that name
 * (server/warehouse/clickhouse/clickhouseWarehouse.ts: the HTTP client's `query_params`, chDB's bound query) and never part of the text. The type is the
 * value's: whole numbers Int64, others Float64, text String, days Date, a list an Array of its
 * values' type; NULL, true and false, which carry no operator's text, stay literals.
 */
export class QueryParams extends Params {
  override add(value: SqlValue): string {
    if (value === null || typeof value === 'boolean') return sqlLiteral(value);
    return this.typed(value, paramType(value));
  }

  override date(value: string): string {
    return this.typed(checkedDate(value), 'Date');
  }

  /** Keys as an IN list of values, each bound on its own, as `list()`. */
  override keySet(values: readonly (string | number)[]): string {
    return this.list(values);
  }

  private typed(value: SqlValue, type: string): string {
    this.values.push(value);
    return `{p${this.values.length}:${type}}`;
  }
}

function paramType(value: SqlValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new CompileError(9400, `refusing number '${value}'`);
    return Number.isSafeInteger(value) ? 'Int64' : 'Float64';
  }
  if (typeof value === 'string') return 'String';
  if (Array.isArray(value)) {
    const items = value as readonly (string | number)[];
    if (items.length && items.every((v) => typeof v === 'string')) return 'Array(String)';
    if (items.length && items.every((v) => typeof v === 'number')) return `Array(${items.every((v) => Number.isSafeInteger(v)) ? 'Int64' : 'Float64'})`;
    throw new CompileError(9400, 'refusing a list that is empty or mixes text and numbers');
  }
  throw new CompileError(9400, `refusing value of type ${typeof value}`);
}
