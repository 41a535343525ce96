import { loadWarehouseLists, type WarehouseLists } from '../auth/warehouseLists';
import { createReportService, type ReportService } from '../reports/reportService';
import type { AnswerCache } from '../reports/answerCache';
import { warehouseGeneration } from '../warehouse/generation';
import type { Warehouse } from '../warehouse/warehouse';

/**
 * Everything the console reads off one load of the warehouse: the warehouse itself, its lists
 * (sites, operating units, rates, the data's days), and the report service with its rollup catalog,
 * rate book and caches. A request reads one ServedData from its start to its end (liveData.ts), so
 * it never mixes two loads; a load that commits builds the next one beside it.
 */
export interface ServedData {
  readonly warehouse: Warehouse;
  readonly lists: WarehouseLists;
  readonly reports: ReportService;
  /** The load it reads (Warehouse.generation): answers are kept under it. */
  readonly generation: string;
}

export interface ServedDataOptions {
  answers?: AnswerCache;
  log?: (error: unknown, message: string) => void;
}

export async function openServedData(warehouse: Warehouse, options: ServedDataOptions = {}): Promise<ServedData> {
  const [generation, lists] = await Promise.all([warehouseGeneration(warehouse), loadWarehouseLists(warehouse)]);
  // up to when the data runs, read once with the lists
  const reports = await createReportService(warehouse, {
    generation, dataTo: lists.domain.dataTo, ...(options.answers ? { answers: options.answers } : {}), ...(options.log ? { log: options.log } : {}),
  });
  return { warehouse, lists, reports, generation };
}
