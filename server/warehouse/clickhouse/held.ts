import { priorIndexFits, priorIndexTable, priorLayout } from '../priorIndex';
import { columnBytes, dayNumber, residentTable, type HeldRoom, type HeldSource } from '../resident';
import type { ResidentColumn, ResidentTable, ResidentType } from '../residentTypes';
import type { Row } from '../warehouse';
import { quoteIdent, quoteString } from './sqlText';

const SAFE = 2n ** 53n;
const INT64 = 2n ** 63n;

/** Money, exact decimals in DuckDB, is Float64 on ClickHouse (schema.ts): held as DuckDB's widest money, nine decimals. */
const MONEY: ResidentType = { kind: 'number', scale: 9, wide: false, integer: false, width: 18 };

const unwrap = (type: string): string => {
  const m = /^(Nullable|LowCardinality)\((.*)\)$/.exec(type);
  return m ? unwrap(m[2]) : type;
};

/** A column's type as held, from its ClickHouse type: as the DuckDB column it was loaded from (schema.ts) is held. */
export function clickHouseResidentType(type: string): ResidentType {
  const inner = unwrap(type);
  const decimal = /^Decimal\((\d+),\s*(\d+)\)$/.exec(inner);
  // a HUGEINT is a Decimal(38, 0) on 18.16
  if (decimal) return Number(decimal[2]) === 0 && Number(decimal[1]) > 18 ? { kind: 'number', scale: 0, wide: true, integer: true, width: 0 } : { kind: 'number', scale: Number(decimal[2]), wide: Number(decimal[1]) > 18, integer: false, width: Number(decimal[1]) };
  if (/^U?Int(8|16|32|64)$/.test(inner)) return { kind: 'number', scale: 0, wide: false, integer: true, width: 0 };
  if (/^Float(32|64)$/.test(inner)) return MONEY;
  if (inner === 'Date') return { kind: 'date' };
  if (inner === 'String') return { kind: 'text' };
  return { kind: 'other' };
}

/** A number's text (ClickHouse's `toString`: digits, a point, an exponent) as its unscaled integer at `scale`, rounded half away from zero; undefined where it is not a finite number. */
export function unscaledOf(text: string, scale: number): bigint | undefined {
  const m = /^(-?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!m) return undefined;
  const digits = BigInt(`${m[2]}${m[3] ?? ''}`);
  const shift = Number(m[4] ?? 0) - (m[3]?.length ?? 0) + scale;
  let value: bigint;
  if (shift >= 0) value = digits * 10n ** BigInt(shift);
  else {
    const unit = 10n ** BigInt(-shift);
    value = digits / unit + ((digits % unit) * 2n >= unit ? 1n : 0n);
  }
  return m[1] ? -value : value;
}

type Query = (sql: string) => Promise<Row[]>;

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** One column held from its values' texts (numbers at their type's scale, dates as days since 1970, text each distinct value once); undefined where it is not held. */
function heldColumn(type: ResidentType, values: readonly (string | null)[]): ResidentColumn | undefined {
  if (type.kind === 'number') {
    const unscaled: (bigint | null)[] = [];
    let max = 0n;
    let sum = 0n;
    for (const v of values) {
      const n = v === null ? null : unscaledOf(v, type.scale);
      if (n === undefined) return undefined;
      unscaled.push(n);
      const abs = n === null ? 0n : n < 0n ? -n : n;
      if (abs > max) max = abs;
      sum += abs;
    }
    if (max <= SAFE) return { type, safe: Float64Array.from(unscaled, (n) => (n === null ? NaN : Number(n))), exact: sum <= SAFE };
    if (max < INT64) return { type, big: BigInt64Array.from(unscaled, (n) => n ?? 0n), nulls: Uint8Array.from(unscaled, (n) => (n === null ? 1 : 0)) };
    return undefined;
  }
  if (type.kind === 'date') return { type, days: Float64Array.from(values, (v) => (v === null ? NaN : dayNumber(v))) };
  if (type.kind === 'text') {
    const once = new Map<string, string>();
    return { type, text: values.map((v) => (v === null ? null : once.get(v) ?? (once.set(v, v), v))) };
  }
  return undefined;
}

/**
 * A table of ClickHouse read into memory as DuckDB's is (../duckHeld.ts): its columns of the kinds
 * held, read in one statement as text (exact: decimals and 64-bit integers arrive unquoted as
 * numbers otherwise), ordered by day where it has one; a table of members' active days by previous
 * day as the index of exact distinct counts over any range (../priorIndex.ts).
 */
async function loadTable(query: Query, database: string, name: string, room: HeldRoom): Promise<ResidentTable | undefined> {
  const described = await query(`SELECT name, type FROM system.columns WHERE database = ${quoteString(database)} AND table = ${quoteString(name)}`);
  const types: [string, ResidentType][] = described.map((r) => [String(r.name), clickHouseResidentType(String(r.type))]);
  const typeOf = new Map(types);
  if (typeOf.get('stat_date')?.kind === 'date' && typeOf.get('prior_date')?.kind === 'date') return loadPriors(query, name, types, room);
  const [count] = await query(`SELECT toString(count()) AS n FROM ${quoteIdent(name)}`);
  const rows = Number(count?.n ?? 0);
  const kept = types.filter(([, t]) => t.kind !== 'other');
  if (!kept.length || !rows || rows > room.maxRows) return undefined;
  // output names apart from the columns' (18.16 would read an alias of a column's name inside ORDER BY)
  const read = await query(`SELECT ${kept.map(([c], i) => `toString(${quoteIdent(c)}) AS c${i}`).join(', ')} FROM ${quoteIdent(name)}${typeOf.has('stat_date') ? ' ORDER BY stat_date' : ''}`);
  const columns = new Map<string, ResidentColumn>();
  kept.forEach(([c, type], i) => {
    const column = heldColumn(type, read.map((r) => text(r[`c${i}`])));
    if (column) columns.set(c, column);
  });
  return residentTable(name, read.length, columns, columnBytes(columns));
}

/** A table of members' active days by previous day (../priorDays.ts: its site's columns, stat_date, prior_date, the counts) as its index. */
async function loadPriors(query: Query, name: string, types: [string, ResidentType][], room: HeldRoom): Promise<ResidentTable | undefined> {
  const { dims, measures, countType } = priorLayout(name, types);
  const [count] = await query(`SELECT toString(count()) AS n FROM ${quoteIdent(name)}`);
  if (!priorIndexFits(Number(count?.n ?? 0), measures.length, room)) return undefined;
  // a site's columns are the same on each of its rows
  const sites = await query(`SELECT ${dims.map(([c], i) => (c === 'site_id' ? `toString(site_id) AS c${i}` : `toString(any(${quoteIdent(c)})) AS c${i}`)).join(', ')} FROM ${quoteIdent(name)} GROUP BY site_id ORDER BY site_id`);
  const siteColumns = new Map<string, ResidentColumn>();
  dims.forEach(([c, type], i) => {
    const column = (type.kind === 'text' || (type.kind === 'number' && type.integer && !type.wide)) ? heldColumn(type, sites.map((r) => text(r[`c${i}`]))) : undefined;
    if (column) siteColumns.set(c, column);
  });
  const read = await query(`SELECT toString(site_id) AS s, toString(stat_date) AS d, toString(prior_date) AS p${measures.map(([c], i) => `, toString(${quoteIdent(c)}) AS m${i}`).join('')} FROM ${quoteIdent(name)} ORDER BY site_id, stat_date, prior_date NULLS FIRST`);
  const numbers = (k: string) => Float64Array.from(read, (r) => (r[k] === null ? NaN : Number(r[k])));
  const days = (k: string) => Float64Array.from(read, (r) => (r[k] === null ? NaN : dayNumber(String(r[k]))));
  const rows = { site: numbers('s'), day: days('d'), prior: days('p'), counts: measures.map((_, i) => numbers(`m${i}`)) };
  return priorIndexTable(name, rows, siteColumns, measures.map(([c]) => c), countType);
}

/** ClickHouse's tables read into memory (ResidentTables' source), from the database the console reads. */
export const clickHouseHeldSource = (query: Query, database: string): HeldSource => (name, room) => loadTable(query, database, name, room);
