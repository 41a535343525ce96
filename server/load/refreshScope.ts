import type { DuckDBConnection } from '@duckdb/node-api';
import { derivedReads } from '../warehouse/derivedTables';
import type { RefreshScope } from '../warehouse/refreshScope';
import { newName } from './checkColumns';
import { CONTRACT, suppliedColumns, type ContractTable } from './contract';
import type { RebuildReason } from '../../src/engine/loads/loadRecord';

/**
 * What a load into a warehouse touched, for refreshing the derived tables (server/warehouse/derivedTables.ts),
 * read before its rows are written: each fact's days, and the members touched (the table `members`).
 * A reason instead when everything derived must be built again: an existing row of a table the derived
 * tables read changed in a column they read (a game's kind, a member's registration day), or a day
 * loaded before the warehouse's first. Whether the warehouse's days moved is known once written.
 */
export async function refreshScopeOf(c: DuckDBConnection, loaded: readonly ContractTable[], members: string, first: string): Promise<Omit<RefreshScope, 'daysMoved' | 'lastDayBefore'> | RebuildReason> {
  const reads = await derivedReads();
  const days = new Map<string, string[]>();
  for (const t of loaded) {
    if (t.kind === 'fact') {
      const rows = (await c.runAndReadAll(`SELECT DISTINCT CAST(${t.day} AS VARCHAR) FROM ${newName(t.name)} ORDER BY 1`)).getRows();
      days.set(t.name, rows.map((r) => String(r[0])));
      if (days.get(t.name)![0] < first) return { code: 'daysBefore', table: t.name, first };
      continue;
    }
    if (!reads(t.name)) continue;
    if (t.kind !== 'dimension' || !t.key.length) return { code: 'readWhole', table: t.name };
    const columns = suppliedColumns(t).filter((col) => !t.key.includes(col.name) && reads(t.name, col.name));
    if (!columns.length) continue;
    const on = t.key.map((k) => `n.${k} = w.${k}`).join(' AND ');
    const [row] = (await c.runAndReadAll(`SELECT ${columns.map((col) => `count_if(n.${col.name} IS DISTINCT FROM w.${col.name})::INTEGER AS ${col.name}`).join(', ')} FROM ${newName(t.name)} n JOIN main.${t.name} w ON ${on}`)).getRowObjectsJson();
    const changed = columns.filter((col) => Number(row[col.name]) > 0).map((col) => col.name);
    if (changed.length) return { code: 'columnsChanged', table: t.name, columns: changed };
  }
  const membersTouched = Number((await c.runAndReadAll(`SELECT count(*) FROM ${members}`)).getRows()[0][0]) > 0;
  const memberFields = (CONTRACT.find((t) => t.name === 'dim_member')?.columns ?? []).filter((col) => col.derived).map((col) => col.name);
  return { loaded: new Set(loaded.map((t) => t.name)), days, members, membersTouched, memberFields };
}
