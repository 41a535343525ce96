import { DuckDBInstance } from '@duckdb/node-api';

/** A table of two warehouses that differs: its name and how (rows only in one, columns, missing). */
export interface TableDifference {
  table: string;
  difference: string;
}

/**
 * Compares two DuckDB warehouses table by table, every column (derived ones and rollups included):
 * the tables each has, their columns, and their rows as multisets (EXCEPT ALL both ways). `skip`
 * names tables whose contents may differ by design (the generator's meta row, the load log).
 */
export async function warehouseDiff(a: string, b: string, skip: ReadonlySet<string> = new Set()): Promise<TableDifference[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const c = await instance.connect();
  try {
    await c.run(`ATTACH '${a.replaceAll("'", "''")}' AS a (READ_ONLY)`);
    await c.run(`ATTACH '${b.replaceAll("'", "''")}' AS b (READ_ONLY)`);
    const columns = async (db: string) => new Map(((await c.runAndReadAll(`SELECT table_name, string_agg(column_name || ' ' || data_type, ', ' ORDER BY column_index) AS cols
      FROM duckdb_columns() WHERE database_name = '${db}' GROUP BY table_name`)).getRowObjectsJson()).map((r) => [String(r.table_name), String(r.cols)]));
    const [ta, tb] = [await columns('a'), await columns('b')];
    const out: TableDifference[] = [];
    for (const table of [...new Set([...ta.keys(), ...tb.keys()])].sort()) {
      if (skip.has(table)) continue;
      if (!ta.has(table) || !tb.has(table)) {
        out.push({ table, difference: `only in ${ta.has(table) ? a : b}` });
        continue;
      }
      if (ta.get(table) !== tb.get(table)) {
        out.push({ table, difference: `columns ${ta.get(table)} against ${tb.get(table)}` });
        continue;
      }
      const only = async (x: string, y: string) => Number((await c.runAndReadAll(`SELECT count(*) FROM (SELECT * FROM ${x}."${table}" EXCEPT ALL SELECT * FROM ${y}."${table}")`)).getRows()[0][0]);
      const [inA, inB] = [await only('a', 'b'), await only('b', 'a')];
      if (inA || inB) out.push({ table, difference: `${inA} rows only in the first, ${inB} only in the second` });
    }
    return out;
  } finally {
    c.closeSync();
    instance.closeSync();
  }
}
