import type { Row } from '../warehouse';

export interface ColumnMeta {
  name: string;
  type: string;
}

type Convert = (value: unknown) => unknown;

const keep: Convert = (v) => v;
/** 64- and 128-bit integers and decimals arrive quoted in ClickHouse's JSON: the API wants numbers, as from DuckDB. */
const toNumber: Convert = (v) => (typeof v === 'string' ? Number(v) : v);
// Date ('YYYY-MM-DD'), DateTime ('YYYY-MM-DD HH:MM:SS'), strings and 8- to 32-bit numbers arrive as the API wants them.
const QUOTED_NUMBER = /^(U?Int(64|128|256)|Decimal)/;

/** The converter of one column type, unwrapping Nullable/LowCardinality and recursing into arrays. */
export function converterFor(type: string): Convert {
  const inner = unwrap(type);
  const array = /^Array\((.*)\)$/.exec(inner);
  if (array) {
    const element = converterFor(array[1]);
    if (element === keep) return keep;
    return (v) => (Array.isArray(v) ? v.map(element) : v);
  }
  if (QUOTED_NUMBER.test(inner)) return toNumber;
  return keep;
}

function unwrap(type: string): string {
  const m = /^(Nullable|LowCardinality)\((.*)\)$/.exec(type);
  return m ? unwrap(m[2]) : type;
}

/** Rows of a `FORMAT JSON` answer, with values shaped as the DuckDB warehouse gives them. */
export function toRows(meta: readonly ColumnMeta[], data: Record<string, unknown>[]): Row[] {
  const converting = meta.map((c) => ({ name: c.name, convert: converterFor(c.type) })).filter((c) => c.convert !== keep);
  if (converting.length === 0) return data as Row[];
  for (const row of data) {
    for (const { name, convert } of converting) {
      if (row[name] !== null) row[name] = convert(row[name]);
    }
  }
  return data as Row[];
}
