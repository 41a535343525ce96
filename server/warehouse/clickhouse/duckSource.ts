import { DuckDBInstance, type DuckDBConnection, type Json } from '@duckdb/node-api';
import { sourceSelect, type SourceTable, type TablePlan } from './schema';
import { duckIdent } from './sqlText';

/** The DuckDB warehouse a load reads, opened read-only so a running console can keep it open too. */
export interface DuckSource {
  tables(): Promise<SourceTable[]>;
  count(table: string): Promise<number>;
  /** The table's rows (those `where` holds, a DuckDB condition) as JSONEachRow lines, `batchRows` lines per yielded text. */
  batches(plan: TablePlan, batchRows: number, where?: string): AsyncGenerator<{ text: string; rows: number }>;
  close(): void;
}

export async function openDuckSource(file: string): Promise<DuckSource> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  return {
    tables: () => readTables(connection),
    count: async (table) => Number((await rowsOf(connection, `SELECT count(*) FROM ${duckIdent(table)}`))[0][0]),
    batches: (plan, batchRows, where) => jsonBatches(connection, plan, batchRows, where),
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

async function rowsOf(connection: DuckDBConnection, sql: string): Promise<Json[][]> {
  return (await connection.runAndReadAll(sql)).getRowsJson();
}

/**
 * Every table of the main schema (or those `only` names) with its columns from information_schema. A rollup is created
 * by CREATE TABLE AS, which declares every column nullable: the nullability of such a table is
 * read from its rows instead, so that its keys (site, day, member) can sort a MergeTree.
 */
export async function readTables(connection: DuckDBConnection, only: (table: string) => boolean = () => true): Promise<SourceTable[]> {
  const rows = await rowsOf(connection, `SELECT table_name, column_name, data_type, is_nullable = 'YES' FROM information_schema.columns
    WHERE table_schema = 'main' AND table_catalog = current_database() ORDER BY table_name, ordinal_position`);
  const tables = new Map<string, SourceTable>();
  for (const [table, name, duckType, nullable] of rows) {
    if (!only(String(table))) continue;
    const t = tables.get(String(table)) ?? { name: String(table), columns: [] };
    t.columns.push({ name: String(name), duckType: String(duckType), nullable: Boolean(nullable) });
    tables.set(t.name, t);
  }
  for (const t of tables.values()) {
    if (t.name.startsWith('rollup_') || t.columns.every((c) => c.nullable)) await nullabilityFromRows(connection, t);
  }
  return [...tables.values()];
}

async function nullabilityFromRows(connection: DuckDBConnection, table: SourceTable): Promise<void> {
  const counts = table.columns.map((c) => `count(*) - count(${duckIdent(c.name)})`).join(', ');
  const [nulls] = await rowsOf(connection, `SELECT ${counts} FROM ${duckIdent(table.name)}`);
  table.columns.forEach((c, i) => { c.nullable = Number(nulls[i]) > 0; });
}

async function* jsonBatches(connection: DuckDBConnection, plan: TablePlan, batchRows: number, where?: string): AsyncGenerator<{ text: string; rows: number }> {
  const result = await connection.stream(sourceSelect(plan, where));
  let lines: string[] = [];
  for await (const chunk of result.yieldRowsJson()) {
    for (const [line] of chunk) lines.push(`${line as string}\n`);
    if (lines.length >= batchRows) {
      yield { text: lines.join(''), rows: lines.length };
      lines = [];
    }
  }
  if (lines.length > 0) yield { text: lines.join(''), rows: lines.length };
}
