import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT, type ContractTable } from '../../server/load/contract';

/**
 * Folders of input files cut from an export of the input tables (server/load/export.ts), as an
 * operator would send them: the export less its last days, one day, a table alone.
 */
export async function withDuck<T>(use: (c: DuckDBConnection) => Promise<T>, file = ':memory:', readOnly = false): Promise<T> {
  const instance = await DuckDBInstance.create(file, readOnly ? { access_mode: 'READ_ONLY' } : {});
  const c = await instance.connect();
  try {
    return await use(c);
  } finally {
    c.closeSync();
    instance.closeSync();
  }
}

/** Copies the export's tables into `out`, each through its condition (`null`: left out); the days of a table are its contract day. */
export async function slice(exported: string, out: string, where: (t: ContractTable) => string | null): Promise<string> {
  await withDuck(async (c) => {
    mkdirSync(out, { recursive: true });
    for (const t of CONTRACT) {
      const condition = where(t);
      if (condition !== null) await c.run(`COPY (SELECT * FROM '${join(exported, `${t.name}.parquet`)}' WHERE ${condition}) TO '${join(out, `${t.name}.parquet`)}' (FORMAT parquet)`);
    }
  });
  return out;
}

/** The export's last day, and the day `back` days before it. */
export async function exportDays(exported: string): Promise<{ last: string; day: (back: number) => string }> {
  const last = String((await withDuck(async (c) => (await c.runAndReadAll(`SELECT CAST(max(rate_date) AS VARCHAR) FROM '${join(exported, 'fx_rate.parquet')}'`)).getRows()))[0][0]);
  return { last, day: (back) => new Date(Date.parse(`${last}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10) };
}

/**
 * The first of `days` on which every fact naming members has rows where one of `kept` (conditions
 * on its rows, tried in turn) holds, and that condition. A fact's rows replace only the days they
 * hold, so a folder whose table has no row of a day leaves that day's rows as they were: a test
 * that takes rows away and loads the rest again needs a day where each table keeps some. Sparse
 * facts (promotion binds, vouchers) have such a day only now and then: give many days.
 */
export async function dayKeepingRows(exported: string, days: readonly string[], kept: readonly string[]): Promise<{ day: string; kept: string }> {
  const facts = CONTRACT.filter((t) => t.kind === 'fact' && t.day && t.columns.some((c) => c.name === 'member_id'));
  const list = days.map((d) => `DATE '${d}'`).join(', ');
  for (const condition of kept) {
    const found = await withDuck(async (c) => (await c.runAndReadAll(facts.map((t) => `SELECT DISTINCT ${t.day} AS d FROM '${join(exported, `${t.name}.parquet`)}' WHERE ${t.day} IN (${list}) AND ${condition}`)
      .join(' INTERSECT '))).getRows().map(([d]) => String(d)));
    const day = days.find((d) => found.includes(d));
    if (day) return { day, kept: condition };
  }
  throw new Error(`no day of ${days[0]} … ${days.at(-1)} (${days.length} days) where every fact keeps rows with ${kept.join(' or ')}`);
}

/**
 * A condition on a table's rows by day (`test`, e.g. "= DATE '…'"): each fact's rows by its day,
 * the rates by theirs, the members by registration day, and their tags and links with them; null
 * for a table without days (dimensions).
 */
export function rowsOfDays(exported: string): (t: ContractTable, test: string) => string | null {
  const members = (test: string) => `member_id IN (SELECT member_id FROM '${join(exported, 'dim_member.parquet')}' WHERE reg_date ${test})`;
  const dayOf = (t: ContractTable) => (t.name === 'fx_rate' ? 'rate_date' : t.name === 'dim_member' ? 'reg_date' : t.day);
  return (t, test) => (dayOf(t) ? `${dayOf(t)} ${test}` : t.kind === 'map' ? members(test) : null);
}
