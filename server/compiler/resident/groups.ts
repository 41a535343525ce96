/**
 * A part's rows grouped by key and added up (GROUP BY the keys, NULLs together), each group known
 * by a dense id shared by every part of a read: the periods and their parts join by id, without a
 * key's text built for each row.
 */
import type { ResidentColumn } from '../../warehouse/residentTypes';
import { keyAt, numberAt, SAFE_DOUBLE, type How, type NumberColumn } from './columns';

/** A key's value at row `i` as keyAt gives it (equal for equal values, null for NULL). */
type KeyReader = (i: number) => unknown;

/**
 * Dense ids of the keys' values, in the order first seen (a trie of Maps by each key's value), with
 * the part and row each was first seen in. With no keys there is one id, 0, for every part.
 */
export class KeyIds {
  private readonly root = new Map<unknown, unknown>();
  readonly part: number[] = [];
  readonly row: number[] = [];

  constructor(readonly depth: number) {
    if (depth === 0) { this.part.push(-1); this.row.push(-1); }
  }

  get size(): number {
    return this.part.length;
  }

  /** The id of row `i`'s keys, made for part `p` when first seen. */
  idOf(keys: readonly KeyReader[], i: number, p: number): number {
    const last = keys.length - 1;
    if (last < 0) return 0;
    let node = this.root;
    for (let l = 0; l < last; l++) {
      const v = keys[l](i);
      let next = node.get(v) as Map<unknown, unknown> | undefined;
      if (!next) node.set(v, (next = new Map()));
      node = next;
    }
    const v = keys[last](i);
    let id = node.get(v) as number | undefined;
    if (id === undefined) {
      id = this.part.length;
      node.set(v, id);
      this.part.push(p);
      this.row.push(i);
    }
    return id;
  }
}

/**
 * A part's groups as they are added up: `at[id]` the group of a key's id (undefined: none in this
 * part), its aggregates' values and counts of values not NULL (`g * n + k`), `ids` the groups' ids
 * in the order first seen.
 */
export interface Accumulated { at: (number | undefined)[]; ids: number[]; values: (number | bigint)[]; seen: number[] }

/** What a part's rows are read with: the rows to visit, the rows that pass, the scope's sites, the columns. */
export interface Visit {
  lo: number;
  hi: number;
  pass: (i: number) => boolean;
  sites: ReadonlySet<number>;
  site: NumberColumn;
  numbers: readonly NumberColumn[];
  keyCols: readonly ResidentColumn[];
  hows: readonly How[];
  /** The part's place among the read's parts (KeyIds.part). */
  part: number;
}

const newAccumulated = (ids: KeyIds, n: number): Accumulated => {
  const out: Accumulated = { at: [], ids: [], values: [], seen: [] };
  // no keys: the one group, over no rows too (NULL sums, counts 0)
  if (ids.depth === 0) addGroup(out, 0, n);
  return out;
};

function addGroup(out: Accumulated, id: number, n: number): number {
  const g = out.ids.length;
  out.at[id] = g;
  out.ids.push(id);
  for (let k = 0; k < n; k++) { out.values.push(0); out.seen.push(0); }
  return g;
}

/** Whether the site and aggregates are held as doubles (numbers each within 2^53), the keys as doubles, days or text: accumulateDoubles reads them, checking its sums' magnitudes. */
export const doubles = (site: NumberColumn, numbers: readonly NumberColumn[], keys: readonly ResidentColumn[]): boolean =>
  'safe' in site && numbers.every((c) => 'safe' in c) && keys.every((c) => 'safe' in c || 'days' in c || 'text' in c);

/** accumulate() over columns held as doubles: the same groups and values, without a value's type asked for each row; undefined where a sum's magnitudes pass 2^53. */
export function accumulateDoubles(v: Visit, ids: KeyIds): Accumulated | undefined {
  const { lo, hi, pass, sites, hows, part } = v;
  const siteValues = (v.site as { safe: Float64Array }).safe;
  const columns = v.numbers.map((c) => (c as { safe: Float64Array }).safe);
  // sums of a column whose sums are not all exact: their magnitudes added up beside them (exact while below 2^53, as is then every partial sum)
  const checked = v.numbers.map((c, k) => !(c as { exact: boolean }).exact && hows[k] !== 'min' && hows[k] !== 'max');
  const magnitudes: number[] = [];
  // a key as keyAt gives it: a NULL (NaN here) as null
  const keys: KeyReader[] = v.keyCols.map((c) => {
    if ('text' in c) return (i) => c.text[i];
    const values = 'safe' in c ? c.safe : (c as { days: Float64Array }).days;
    return (i) => { const x = values[i]; return x !== x ? null : x; };
  });
  const n = columns.length;
  const out = newAccumulated(ids, n);
  for (let k = 0; k < out.values.length; k++) magnitudes.push(0);
  for (let i = lo; i < hi; i++) {
    if (!sites.has(siteValues[i]) || !pass(i)) continue;
    const id = ids.idOf(keys, i, part);
    let g = out.at[id];
    if (g === undefined) {
      g = addGroup(out, id, n);
      for (let k = 0; k < n; k++) magnitudes.push(0);
    }
    const at = g * n;
    for (let k = 0; k < n; k++) {
      const x = columns[k][i];
      if (x !== x) continue;
      const j = at + k;
      const how = hows[k];
      const was = out.values[j] as number;
      if (!out.seen[j]) out.values[j] = x;
      else if (how === 'min') { if (x < was) out.values[j] = x; }
      else if (how === 'max') { if (x > was) out.values[j] = x; }
      else out.values[j] = was + x;
      // a sum's magnitudes past 2^53: a double might round it, the bigints answer (stopped here, not read on)
      if (checked[k] && (magnitudes[j] += Math.abs(x)) >= SAFE_DOUBLE) return undefined;
      out.seen[j]++;
    }
  }
  return out;
}

/** The rows' groups by key with each aggregate added up: values of any column held, sums that may pass 2^53 as bigints. */
export function accumulate(v: Visit, ids: KeyIds): Accumulated {
  const { lo, hi, pass, sites, site, numbers, hows, part } = v;
  const n = numbers.length;
  const bigSums = numbers.map((c, k) => 'safe' in c && !c.exact && hows[k] !== 'min' && hows[k] !== 'max');
  const keys: KeyReader[] = v.keyCols.map((c) => (i) => keyAt(c, i));
  const out = newAccumulated(ids, n);
  for (let i = lo; i < hi; i++) {
    const s = numberAt(site, i);
    if (s === null || !sites.has(Number(s)) || !pass(i)) continue;
    const id = ids.idOf(keys, i, part);
    const g = out.at[id] ?? addGroup(out, id, n);
    for (let k = 0; k < n; k++) {
      const held = numberAt(numbers[k], i);
      if (held === null || (typeof held === 'number' && Number.isNaN(held))) continue;
      // a sum of a column whose sums may pass 2^53 as bigints
      const x = typeof held === 'number' && bigSums[k] ? BigInt(held) : held;
      const j = g * n + k;
      const how = hows[k];
      const was = out.values[j];
      if (!out.seen[j]) out.values[j] = x;
      else if (how === 'min') { if (x < was) out.values[j] = x; }
      else if (how === 'max') { if (x > was) out.values[j] = x; }
      else out.values[j] = typeof x === 'bigint' ? (was as bigint) + x : (was as number) + x;
      out.seen[j]++;
    }
  }
  return out;
}
