/**
 * Creates the first administrator of a non-demo deployment:
 *
 *   INITIAL_ADMIN_AC=chief INITIAL_ADMIN_PASSWORD='…' npm run create-admin
 *   echo '…' | npm run create-admin -- chief          (password from standard input)
 *
 * Stop the server first: DuckDB lets one process write the app store. (Alternatively, start a
 * server with DEMO=0 and INITIAL_ADMIN_AC / INITIAL_ADMIN_PASSWORD set: it creates the
 * administrator when the store has no operators.) The administrator's group sees every operating
 * unit of the warehouse at WAREHOUSE_FILE (default ${DATA_DIR}/warehouse.duckdb).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import type { CmsItem } from '../auth/warehouseLists';
import { openDuckWarehouse } from '../warehouse/duckdb';
import { openAppStore } from './appStore';
import { createFirstAdmin } from './firstAdmin';

async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

async function operatingUnits(file: string): Promise<CmsItem[]> {
  if (!fs.existsSync(file)) {
    console.warn(`No warehouse at ${file}: the administrators group starts with no operating unit; add them in Group Maintenance.`);
    return [];
  }
  const warehouse = await openDuckWarehouse(file, { readOnly: true, connections: 1 });
  try {
    return (await warehouse.query('SELECT cms_id, cms_name FROM dim_cms ORDER BY cms_id')) as unknown as CmsItem[];
  } finally {
    await warehouse.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const operatorAC = process.argv[2] ?? process.env.INITIAL_ADMIN_AC;
  if (!operatorAC) throw new Error('Give the account as an argument or in INITIAL_ADMIN_AC');
  const password = process.env.INITIAL_ADMIN_PASSWORD ?? (await readStdinLine());
  const cms = await operatingUnits(process.env.WAREHOUSE_FILE ?? path.join(config.dataDir, 'warehouse.duckdb'));
  const store = await openAppStore(path.join(config.dataDir, 'appstore.duckdb'));
  try {
    const { operatorID } = await createFirstAdmin(store, { operatorAC, password }, cms, Date.now());
    console.log(`Administrator '${operatorAC.trim().toLowerCase()}' created (operatorID ${operatorID}).`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
