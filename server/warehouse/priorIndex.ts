import { partitionPoint } from '../../src/engine/partitionPoint';
import type { HeldRoom } from './resident';
import type { ResidentColumn, ResidentTable, ResidentType } from './residentTypes';

/** A previous day of none (a member's first active day): before every day. */
const NONE = -(2 ** 31);

/** One site's days: for each day, its previous days ascending and each measure's counts added up along them. */
interface SiteDays {
  /** The row of the table whose dimension values are the site's. */
  row: number;
  /** Days since 1970, ascending, each once. */
  days: Int32Array;
  /** Entries of day k: start[k] ≤ i < start[k + 1]. */
  start: Int32Array;
  /** Each entry's previous day (NONE for none), ascending within its day. */
  prior: Int32Array;
  /** Per measure, each entry's count added to the counts of its day's earlier entries. */
  cum: Int32Array[];
}

/** The first index in [lo, hi) of `a` (ascending there) whose value is at least `v`. */
const firstAtLeast = (a: Int32Array, v: number, lo: number, hi: number): number => partitionPoint(lo, hi, (i) => a[i] < v);

/** The columns an index is built from, each in the order of site, day and previous day (NULLS FIRST). */
export interface PriorRows {
  site: Float64Array;
  day: Float64Array;
  /** NaN for none. */
  prior: Float64Array;
  counts: Float64Array[];
}

/** A table of previous days' columns as ./priorDays.ts writes them: its site's, stat_date and prior_date, then one integer count per measure. */
export interface PriorLayout {
  dims: [string, ResidentType][];
  measures: [string, ResidentType][];
  countType: Extract<ResidentType, { kind: 'number' }>;
}

/** The layout of a table of previous days from its columns in order (both warehouses' loaders); throws where it is not one. */
export function priorLayout(name: string, types: readonly [string, ResidentType][]): PriorLayout {
  const at = types.findIndex(([c]) => c === 'stat_date');
  const dims = types.slice(0, at);
  const measures = types.slice(at + 2);
  if (!dims.some(([c]) => c === 'site_id') || !measures.length || measures.some(([, t]) => t.kind !== 'number' || !t.integer)) throw new Error(`${name}: not a table of previous days`);
  return { dims, measures, countType: measures[0][1] as PriorLayout['countType'] };
}

/** Whether an index of `entries` previous days and `counts` measures fits the room left, read before it is (4 bytes a previous day and a count per entry). */
export const priorIndexFits = (entries: number, counts: number, room: HeldRoom): boolean => entries <= room.maxPriorRows && entries * 4 * (1 + counts) <= room.bytesLeft;

/**
 * The members' active days by previous active day (./priorDays.ts) held as each site's days with
 * their previous days sorted: `rangeTable(from, to)` gives, for any range of days, a table of one row
 * per site with a member counted (the site's dimensions and each measure's exact distinct count of
 * members), as the range counts table's rows of that range would be. Per site and day, the entries
 * whose previous day is before `from` (or none) are a prefix: one binary search per day.
 *
 * `siteColumns` holds the site's dimensions, a row per site (site_id among them);
 * `measures` names the counts of `rows.counts`, of type `countType`.
 */
export function priorIndexTable(name: string, rows: PriorRows, siteColumns: ReadonlyMap<string, ResidentColumn>, measures: readonly string[], countType: Extract<ResidentColumn, { safe: Float64Array }>['type']): ResidentTable {
  const siteIds = (siteColumns.get('site_id') as { safe: Float64Array }).safe;
  const siteRow = new Map([...siteIds].map((id, i) => [id, i]));
  const sites: SiteDays[] = [];
  const total = rows.site.length;
  for (let i = 0; i < total;) {
    // a row without a site (none today: the table joins each to its site) is passed over
    if (Number.isNaN(rows.site[i])) { i++; continue; }
    let end = i;
    while (end < total && rows.site[end] === rows.site[i]) end++;
    const n = end - i;
    const prior = new Int32Array(n);
    const cum = rows.counts.map(() => new Int32Array(n));
    const days: number[] = [];
    const start: number[] = [];
    for (let r = i; r < end; r++) {
      const e = r - i;
      const day = rows.day[r];
      const first = days.length === 0 || days[days.length - 1] !== day;
      if (first) { days.push(day); start.push(e); }
      const p = rows.prior[r];
      prior[e] = Number.isNaN(p) ? NONE : p;
      for (let k = 0; k < cum.length; k++) {
        const v = rows.counts[k][r];
        cum[k][e] = (first ? 0 : cum[k][e - 1]) + (Number.isNaN(v) ? 0 : v);
      }
    }
    start.push(n);
    const row = siteRow.get(rows.site[i]);
    if (row !== undefined) sites.push({ row, days: Int32Array.from(days), start: Int32Array.from(start), prior, cum });
    i = end;
  }

  /** A site's counts over [from, to]: per day, the counts of its entries whose previous day is before `from`. */
  const siteCounts = (s: SiteDays, from: number, to: number): number[] => {
    const n = measures.map(() => 0);
    const lo = firstAtLeast(s.days, from, 0, s.days.length);
    const hi = firstAtLeast(s.days, to + 1, lo, s.days.length);
    for (let k = lo; k < hi; k++) {
      const a = s.start[k];
      const last = firstAtLeast(s.prior, from, a, s.start[k + 1]) - 1;
      if (last < a) continue;
      for (let m = 0; m < n.length; m++) n[m] += s.cum[m][last];
    }
    return n;
  };
  /** Each site's counts over [from, to], the sites with a member counted; with `within`, also those with a member active there, counting none (as a read of months counts them). */
  const countRange = (from: number, to: number, within?: { from: number; to: number }): ResidentTable => {
    const kept: { s: SiteDays; n: number[] }[] = [];
    for (const s of sites) {
      const n = siteCounts(s, from, to);
      if (n.some((v) => v > 0) || (within && siteCounts(s, within.from, within.to).some((v) => v > 0))) kept.push({ s, n });
    }
    const out = new Map<string, ResidentColumn>();
    for (const [d, c] of siteColumns) {
      if ('text' in c) out.set(d, { type: c.type, text: kept.map((k) => c.text[k.s.row]) });
      else if ('safe' in c) out.set(d, { type: c.type, safe: Float64Array.from(kept, (k) => c.safe[k.s.row]), exact: c.exact });
      else if ('big' in c) out.set(d, { type: c.type, big: BigInt64Array.from(kept, (k) => c.big[k.s.row]), nulls: Uint8Array.from(kept, (k) => c.nulls[k.s.row]) });
      else out.set(d, { type: c.type, days: Float64Array.from(kept, (k) => c.days[k.s.row]) });
    }
    measures.forEach((m, j) => {
      const values = Float64Array.from(kept, (k) => k.n[j]);
      out.set(m, { type: countType, safe: values, exact: values.reduce((a, v) => a + v, 0) <= 2 ** 53 });
    });
    return { name, rows: kept.length, columns: out };
  };
  // a request reads a range's counts for each of its parts and its totals row: the last few kept
  const recent = new Map<string, ResidentTable>();
  const rangeTable = (from: number, to: number, within?: { from: number; to: number }): ResidentTable => {
    const key = `${from} ${to} ${within ? `${within.from} ${within.to}` : ''}`;
    let table = recent.get(key);
    if (!table) {
      table = countRange(from, to, within);
      if (recent.size >= 16) recent.delete(recent.keys().next().value!);
      recent.set(key, table);
    }
    return table;
  };
  const bytes = sites.reduce((a, s) => a + s.days.byteLength + s.start.byteLength + s.prior.byteLength + s.cum.reduce((b, c) => b + c.byteLength, 0), 0);
  return { name, rows: total, columns: new Map(), rangeTable, bytes };
}
