import type { DuckDBConnection, DuckDBPreparedStatement } from '@duckdb/node-api';
import { listValue } from '@duckdb/node-api';
import type { SqlValue } from './warehouse';

/**
 * A statement whose values DuckDB keeps the plan of. DuckDB 1.5 binds and optimizes a statement
 * with parameters again at every execution (duckdb/duckdb#20885), but keeps the plan of one without:
 * for a site dashboard over rollups that is about 50 ms a request planned, under 25 ms kept. So a
 * statement that reads small tables only (the compiler says so: `QueryOptions.keepPlan`) is rewritten
 * without parameters: integers written in the text (the row scope's sites, a page's offset: the few
 * values a text is then kept for), every other value read from a one-row table of the connection,
 * set before each execution. Its scans then filter by a value the optimizer does not know, which
 * costs little on tables of a few hundred thousand rows and would cost much on the facts.
 *
 * The table's statistics are widened when it is made (a value's range is never narrowed afterwards),
 * so no kept plan depends on the values of the request that planned it.
 */
export const VALUE_TABLE = '__request_values';

export interface ValueStatement {
  /** The statement without parameters: the text DuckDB keeps a plan of. */
  text: string;
  /** The values it reads from the value table, in order (`v[1]`, `v[2]`, …), each distinct value once. */
  values: string[];
}

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

function integerType(v: number): string {
  return v < INT32_MIN || v > INT32_MAX ? 'BIGINT' : 'INTEGER';
}

/**
 * The values a text reads, each once: an equal value read again names the same slot, so the text
 * repeats one subquery (a site report's twelve parts read four dates, not twenty-four; DuckDB then
 * plans and runs fewer of them: a site dashboard's kept statement about 0.7 ms less of 12). A text
 * then also depends on which of its values are equal: a range of one day is a text of its own.
 */
class ValueSlots {
  readonly values: string[] = [];
  private readonly slots = new Map<string, number>();

  slot(v: string): number {
    let at = this.slots.get(v);
    if (at === undefined) {
      this.values.push(v);
      this.slots.set(v, (at = this.values.length));
    }
    return at;
  }
}

/**
 * What a parameter becomes in the text: an integer or a list of integers written as such (typed as
 * the client would bind it), a string, a non-integer or a boolean read from the value table in its
 * bound type; null when the value has no such form (the statement then runs with parameters).
 */
function valueText(v: SqlValue, values: ValueSlots): string | null {
  if (v === null) return 'NULL';
  if (typeof v === 'number') {
    if (Number.isSafeInteger(v)) return `CAST(${v} AS ${integerType(v)})`;
    if (!Number.isFinite(v)) return null;
    return `CAST((SELECT v[${values.slot(String(v))}] FROM ${VALUE_TABLE}) AS DOUBLE)`;
  }
  if (typeof v === 'string') return `(SELECT v[${values.slot(v)}] FROM ${VALUE_TABLE})`;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v) && v.length && v.every((x) => typeof x === 'number' && Number.isSafeInteger(x))) {
    const type = (v as number[]).some((x) => integerType(x) === 'BIGINT') ? 'BIGINT' : 'INTEGER';
    return `CAST([${v.join(', ')}] AS ${type}[])`;
  }
  return null;
}

/** A text split at its parameters: `pieces[0]`, parameter `params[0]`, `pieces[1]`, … (one piece more than parameters). */
interface Template {
  pieces: string[];
  params: number[];
}

/** `sql` split at its parameters ($1, $2, …) outside quoted strings, quoted names and comments. */
function templateOf(sql: string): Template {
  const pieces: string[] = [];
  const params: number[] = [];
  let piece = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      // a quoted string or name ends at its quote (a doubled quote inside is part of it)
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      piece += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const j = end < 0 ? sql.length : end;
      piece += sql.slice(i, j);
      i = j;
    } else if (c === '$' && /[0-9]/.test(sql[i + 1] ?? '')) {
      let j = i + 1;
      while (j < sql.length && /[0-9]/.test(sql[j])) j++;
      pieces.push(piece);
      params.push(Number(sql.slice(i + 1, j)));
      piece = '';
      i = j;
    } else {
      piece += c;
      i++;
    }
  }
  pieces.push(piece);
  return { pieces, params };
}

/** Templates of the texts seen last (a server's statements are a few hundred texts, each asked again and again). */
const templates = new Map<string, Template>();
const TEMPLATES_KEPT = 512;

function cachedTemplate(sql: string): Template {
  let t = templates.get(sql);
  if (!t) {
    t = templateOf(sql);
    if (templates.size >= TEMPLATES_KEPT) templates.delete(templates.keys().next().value!);
    templates.set(sql, t);
  }
  return t;
}

/**
 * `sql`'s parameters ($1, $2, …) replaced as valueText says, outside quoted strings, quoted names
 * and comments; null when a value has no such form or a parameter has no value.
 */
export function valueStatement(sql: string, params: readonly SqlValue[]): ValueStatement | null {
  const { pieces, params: at } = cachedTemplate(sql);
  const values = new ValueSlots();
  const forms = new Map<number, string>();
  let out = pieces[0];
  for (let k = 0; k < at.length; k++) {
    const n = at[k];
    if (n < 1 || n > params.length) return null;
    // a parameter used twice reads one value
    let form = forms.get(n);
    if (form === undefined) {
      const made = valueText(params[n - 1], values);
      if (made === null) return null;
      forms.set(n, (form = made));
    }
    out += form + pieces[k + 1];
  }
  return { text: out, values: values.values };
}

/** The value table of one connection: made on first use, with its statistics widened; set by one prepared statement. */
export class ValueTable {
  private set?: DuckDBPreparedStatement;

  constructor(private readonly connection: DuckDBConnection) {}

  private async ready(): Promise<DuckDBPreparedStatement> {
    if (this.set) return this.set;
    await this.connection.run(`CREATE TEMP TABLE IF NOT EXISTS ${VALUE_TABLE} (v VARCHAR[])`);
    // the lowest and highest strings and a null, so that the column's statistics hold any later value
    await this.connection.run(`INSERT INTO ${VALUE_TABLE} VALUES ([NULL, '', repeat(chr(1114111), 16)])`);
    this.set = await this.connection.prepare(`UPDATE ${VALUE_TABLE} SET v = $1`);
    return this.set;
  }

  /** Sets the values the connection's next statement reads. */
  async load(values: readonly string[]): Promise<void> {
    const set = await this.ready();
    set.clearBindings();
    set.bind([listValue([...values])]);
    await set.run();
  }
}
