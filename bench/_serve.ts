import path from 'node:path';
import { openDuckWarehouse } from '/work/wt-bytes/server/warehouse/duckdb';
import { startBenchServer } from '/work/wt-bytes/bench/benchServer';
const wh = await openDuckWarehouse('/work/wt-bytes/data/warehouse.duckdb', { readOnly: true });
const s = await startBenchServer(wh, { distDir: path.resolve('/work/wt-bytes/dist'), port: 4301 });
console.log('serving', s.url);
