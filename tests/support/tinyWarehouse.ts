import { DuckDBInstance } from '@duckdb/node-api';
import { WAREHOUSE_DDL } from '../../server/warehouse/schema';

/**
 * A warehouse file with the schema and only the small dimensions the server reads at start
 * (sites, operating units, markets, games, rates): for tests of login, sessions and scope that
 * need no facts. Three operating units: 1 has sites 101 and 102, 2 has 201 and 202, 3 has 301.
 */
export async function createTinyWarehouse(file: string): Promise<string> {
  const instance = await DuckDBInstance.create(file);
  const c = await instance.connect();
  for (const ddl of WAREHOUSE_DDL) await c.run(ddl);
  await c.run(`INSERT INTO dim_market VALUES ('THB', 'Thailand'), ('VND', 'Vietnam'), ('PHP', 'Philippines')`);
  await c.run(`INSERT INTO dim_cms VALUES (1, 'Siam Unit'), (2, 'Mekong Unit'), (3, 'Island Unit')`);
  await c.run(`INSERT INTO dim_site VALUES
    (101, 'Golden Tiger', 'A', 'THB', 1, DATE '2023-01-01'), (102, 'Lotus Play', 'A', 'VND', 1, DATE '2023-02-01'),
    (201, 'Mekong Star', 'B', 'VND', 2, DATE '2023-03-01'), (202, 'Dragon Bay', 'B', 'PHP', 2, DATE '2023-04-01'),
    (301, 'Coral Reef', 'C', 'PHP', 3, DATE '2023-05-01')`);
  await c.run(`INSERT INTO dim_game VALUES
    (1, 'PG', 'slot', 'Slots', 10, 'Fortune Ox'), (2, 'EVO', 'live', 'Live Casino', 20, 'Lightning Roulette'),
    (3, 'SABA', 'sport', 'Sports', 30, 'Football'), (4, 'PG', 'slot', 'Slots', 11, 'Mahjong Ways')`);
  await c.run(`INSERT INTO fx_rate VALUES
    (DATE '2026-01-01', 'USD', 1), (DATE '2026-01-01', 'THB', 0.028), (DATE '2026-01-01', 'VND', 0.00004), (DATE '2026-01-01', 'PHP', 0.0175),
    (DATE '2026-01-02', 'USD', 1), (DATE '2026-01-02', 'THB', 0.029), (DATE '2026-01-02', 'VND', 0.000041), (DATE '2026-01-02', 'PHP', 0.0176)`);
  await c.run(`INSERT INTO warehouse_meta VALUES (1, 0.01, DATE '2026-01-02', DATE '2026-01-01', 1)`);
  c.closeSync();
  instance.closeSync();
  return file;
}
