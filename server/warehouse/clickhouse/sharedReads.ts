import { ClickHouseUnavailableError } from './errors';

/**
 * A statement's repeated subqueries read once, on a current ClickHouse. The relations of a named
 * kind and a model query's parts are written for 18.16 (relations.ts: no CTEs, so a relation is
 * nested wherever it is read): promotion comparison's participants are read in six places, its
 * promotions in twenty. A current server plans every copy and runs it again. Here each subquery
 * text found more than once becomes a materialized CTE (`WITH __shared_<n> AS MATERIALIZED (…)`,
 * run once into a temporary table) and every copy a read of it. The statement's meaning is the
 * text's: only identical texts are shared, and a subquery is a function of its text (no random or
 * time functions are printed by the console).
 */

/** The balanced `(SELECT …)` spans of `sql`, skipping quoted strings and identifiers: [start, end) of each, parentheses included. */
function subquerySpans(sql: string): [number, number][] {
  const spans: [number, number][] = [];
  const open: number[] = [];
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'" || c === '"' || c === '`') {
      // a quoted text ends at its next unescaped quote (a doubled quote or a backslash escapes it)
      for (i++; i < sql.length; i++) {
        if (sql[i] === '\\') i++;
        else if (sql[i] === c) {
          if (sql[i + 1] === c) i++;
          else break;
        }
      }
    } else if (c === '(') open.push(i);
    else if (c === ')') {
      const start = open.pop();
      if (start !== undefined && sql.startsWith('(SELECT ', start)) spans.push([start, i + 1]);
    }
  }
  return spans;
}

/** The longest subquery text found at least twice across `texts` (at least `minLength` long), or undefined. */
function longestRepeated(texts: readonly string[], minLength: number): string | undefined {
  const seen = new Map<string, number>();
  for (const text of texts) {
    for (const [a, b] of subquerySpans(text)) {
      if (b - a < minLength) continue;
      const s = text.slice(a, b);
      seen.set(s, (seen.get(s) ?? 0) + 1);
    }
  }
  let best: string | undefined;
  for (const [s, n] of seen) if (n > 1 && (!best || s.length > best.length)) best = s;
  return best;
}

/** A subquery shorter than this is planned faster than a temporary table is written and read. */
const MIN_SHARED = 200;

/** When a warehouse shares reads: `auto` on one engine's tables (chDB), `on` on a cluster's too, `off` never. */
export type SharedReads = 'auto' | 'on' | 'off';

/** The setting a server needs to run the shared reads (experimental in ClickHouse 26.3 to 26.7: without it the keyword is ignored). */
export const SHARED_READS_SETTING = 'enable_materialized_cte';

/**
 * `sql` with each subquery text found more than once read once (a materialized CTE before its
 * first SELECT, which every SELECT of a UNION sees); `sql` itself where nothing repeats.
 */
export function shareRepeatedReads(sql: string, prefix = '__shared_'): string {
  if (!sql.startsWith('SELECT ')) return sql;
  let main = sql;
  const shared: { name: string; body: string }[] = [];
  for (;;) {
    const repeated = longestRepeated([main, ...shared.map((s) => s.body)], MIN_SHARED);
    if (!repeated) break;
    const name = `${prefix}${shared.length + 1}`;
    const read = `(SELECT * FROM ${name})`;
    main = main.split(repeated).join(read);
    for (const s of shared) s.body = s.body.split(repeated).join(read);
    shared.push({ name, body: repeated.slice(1, -1) });
  }
  if (!shared.length) return sql;
  // a shared body may read one found after it (a shorter text): each is defined after those it reads
  const ordered: typeof shared = [];
  const place = (s: (typeof shared)[number]) => {
    if (ordered.includes(s)) return;
    for (const t of shared) if (t !== s && s.body.includes(`FROM ${t.name})`)) place(t);
    ordered.push(s);
  };
  shared.forEach(place);
  return `WITH ${ordered.map((s) => `${s.name} AS MATERIALIZED (${s.body})`).join(',\n')}\n${main}`;
}

/**
 * What marks a relation a statement names to be run once (the compiler's `namedRelations`): run with
 * the shared reads' setting, or as a plain name, read again where it is read, on a server without it.
 */
export const MATERIALIZED = ' AS MATERIALIZED (';

/** CLICKHOUSE_SHARED_READS as the warehouse takes it (unset: `auto`); any other value stops the server with one line. */
export function sharedReadsFromEnv(value: string | undefined): SharedReads {
  if (value === undefined || value === '') return 'auto';
  if (value === 'auto' || value === 'on' || value === 'off') return value;
  throw new ClickHouseUnavailableError(`CLICKHOUSE_SHARED_READS must be auto, on or off (got '${value}')`);
}
