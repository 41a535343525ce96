import dayjs from 'dayjs';
import type { Registry } from '../../src/engine/registry/buildRegistry';
import type { ReportDefinition } from '../../src/engine/definition/report';
import type { ReportRequest, ReportResult } from '../../src/engine/request/types';
import { ListCache } from '../compiler/listCache';
import { runReport, type CompileContext } from '../compiler/pipeline';
import type { RollupCatalog, RowScope } from '../compiler/types';
import { liveRegistry, loadRegistry } from '../definitions/discover';
import { readRollupCatalog } from '../warehouse/catalog';
import { readRateBook } from './rateBook';
import type { Warehouse } from '../warehouse/warehouse';
import { cachedWarehouse } from './cachedWarehouse';

export interface ReportService {
  /** The registry in use (the dev loop may replace it between requests). */
  readonly registry: Registry;
  catalog: RollupCatalog;
  dataEnd: string;
  context(nowMs: number): CompileContext;
  run(report: ReportDefinition, request: ReportRequest, scope: RowScope, nowMs: number): Promise<ReportResult>;
  /** The warehouse reads go through (cached). */
  warehouse: Warehouse;
  /** The warehouse itself, uncached: for reads too large to keep (an export's chunks). */
  direct: Warehouse;
}

export interface ReportServiceOptions {
  /** Answer from raw facts only (benchmarks compare the two). */
  useRollups?: boolean;
  /** Server-side query timeout, below the browser's 60 s. */
  timeoutMs?: number;
  cache?: boolean;
  /** Lowers the cap of list reports (`list.cap`, e.g. the member search's 500,000): configuration for tests and small deployments. */
  listCap?: number;
}

/** Reads what the compiler needs from the warehouse once: the rollups present (with sizes) and the last day of data. */
export async function createReportService(warehouse: Warehouse, options: ReportServiceOptions = {}): Promise<ReportService> {
  await loadRegistry();
  const catalog: RollupCatalog = await readRollupCatalog(warehouse);
  // a DATE reads back as 'YYYY-MM-DD' from both warehouses: no dialect-specific cast needed
  const [meta] = await warehouse.query('SELECT max(end_date) AS end_date FROM warehouse_meta');
  const dataEnd = String(meta?.end_date ?? dayjs().format('YYYY-MM-DD'));
  const rates = await readRateBook(warehouse);
  const reads = options.cache === false ? warehouse : cachedWarehouse(warehouse);
  const lists = new ListCache();
  const context = (nowMs: number): CompileContext => ({
    registry: liveRegistry(), catalog, dataEnd, today: new Date(nowMs).toISOString().slice(0, 10), useRollups: options.useRollups ?? true, lists, listCap: options.listCap, dialect: warehouse.dialect, rates,
  });
  return {
    get registry() { return liveRegistry(); },
    catalog, dataEnd, context, warehouse: reads, direct: warehouse,
    run: (report, request, scope, nowMs) => runReport(report, request, scope, context(nowMs), reads, options.timeoutMs ?? 30_000),
  };
}
