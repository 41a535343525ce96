import type { DuckDBConnection } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lit } from '../datagen/sql';
import { CONTRACT, suppliedColumns } from './contract';

/**
 * Writes each input table of an open warehouse as one Parquet file named as the table
 * (`DIR/fact_game_day.parquet`…), with the columns an operator supplies (server/load/contract.ts):
 * what `npm run load -- --from DIR` reads back. Returns the rows written per table.
 */
export async function exportInputs(connection: DuckDBConnection, dir: string): Promise<Record<string, number>> {
  mkdirSync(dir, { recursive: true });
  const rows: Record<string, number> = {};
  for (const table of CONTRACT) {
    const columns = suppliedColumns(table).map((c) => c.name).join(', ');
    const file = join(dir, `${table.name}.parquet`);
    const order = table.day ? ` ORDER BY ${table.day}${table.columns.some((c) => c.name === 'site_id') ? ', site_id' : ''}` : '';
    await connection.run(`COPY (SELECT ${columns} FROM ${table.name}${order}) TO ${lit(file)} (FORMAT parquet, COMPRESSION zstd)`);
    rows[table.name] = Number((await connection.runAndReadAll(`SELECT count(*) FROM ${table.name}`)).getRows()[0][0]);
  }
  return rows;
}
