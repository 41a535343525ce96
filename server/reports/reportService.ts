import dayjs from 'dayjs';
import type { Registry } from '../../src/engine/registry/buildRegistry';
import type { ReportDefinition } from '../../src/engine/definition/report';
import type { ReportRequest, ReportResult } from '../../src/engine/request/types';
import { ListCache } from '../compiler/listCache';
import { runReport, type CompileContext } from '../compiler/pipeline';
import { CompileError } from '../compiler/errors';
import type { RollupCatalog, RowScope } from '../compiler/types';
import { liveRegistry, loadRegistry } from '../definitions/discover';
import { readRollupCatalog } from '../warehouse/catalog';
import { readDataTo } from '../warehouse/dataTo';
import { warehouseGeneration } from '../warehouse/generation';
import { readRateBook } from './rateBook';
import { QueryTimeoutError, type Warehouse } from '../warehouse/warehouse';
import type { AnswerCache } from './answerCache';
import { cachedWarehouse } from './cachedWarehouse';

export interface ReportService {
  /** The registry in use (the dev loop may replace it between requests). */
  readonly registry: Registry;
  catalog: RollupCatalog;
  dataEnd: string;
  context(nowMs: number): CompileContext;
  run(report: ReportDefinition, request: ReportRequest, scope: RowScope, nowMs: number): Promise<ReportResult>;
  /**
   * The answer of run() as UTF-8 JSON, from the answer cache when the service has one (kept until
   * the warehouse's next load, keyed by report, request, day and row scope), else computed.
   */
  answer(report: ReportDefinition, request: ReportRequest, scope: RowScope, nowMs: number): Promise<Buffer>;
  /** The answer cache, when the service has one (its statistics, its warm-up). */
  answers?: AnswerCache;
  /** The load it reads (Warehouse.generation). */
  generation: string;
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
  /** Whole answers kept until the next load (answerCache.ts); none: every answer is computed. */
  answers?: AnswerCache;
  /** Where an executor's error is logged before the next executor answers (server/compiler/runStatement.ts). */
  log?: (error: unknown, message: string) => void;
  /** The load the warehouse reads (Warehouse.generation), when the caller has read it already. */
  generation?: string;
  /** Up to when the data runs (../warehouse/dataTo.ts), when the caller has read it already (the served load's lists). */
  dataTo?: string | null;
}

/** Reads what the compiler needs from the warehouse once: the rollups present (with sizes) and the last day of data. */
/** A report cancelled, one line: the report, the request, how long it ran and the warehouse's query id where it has one. */
export function cancelledLine(report: ReportDefinition, request: ReportRequest, elapsedMs: number, cause: unknown): string {
  const queryId = cause instanceof QueryTimeoutError && cause.queryId ? `, query id ${cause.queryId}` : '';
  return `report ${report.id} cancelled after ${Math.round(elapsedMs)} ms${queryId}: ${JSON.stringify(request)}`;
}

export async function createReportService(warehouse: Warehouse, options: ReportServiceOptions = {}): Promise<ReportService> {
  await loadRegistry();
  const catalog: RollupCatalog = await readRollupCatalog(warehouse);
  // a DATE reads back as 'YYYY-MM-DD' from both warehouses: no dialect-specific cast needed
  const [meta] = await warehouse.query('SELECT min(start_date) AS start_date, max(end_date) AS end_date FROM warehouse_meta');
  const dataEnd = String(meta?.end_date ?? dayjs().format('YYYY-MM-DD'));
  // the days the range counts cover (server/warehouse/rangeCounts.ts)
  const dataStart = meta?.start_date ? String(meta.start_date) : undefined;
  const [rates, dataTo] = await Promise.all([readRateBook(warehouse), options.dataTo !== undefined ? options.dataTo : readDataTo(warehouse)]);
  const reads = options.cache === false ? warehouse : cachedWarehouse(warehouse);
  const lists = new ListCache();
  const context = (nowMs: number): CompileContext => ({
    registry: liveRegistry(), catalog, dataEnd, dataStart, today: new Date(nowMs).toISOString().slice(0, 10), useRollups: options.useRollups ?? true, lists, listCap: options.listCap, dialect: warehouse.dialect, ...(warehouse.serverVersion ? { serverVersion: warehouse.serverVersion } : {}), rates, ...(options.log ? { log: options.log } : {}),
  });
  // every answer says up to when the data it read runs: the page header follows a new load with it
  const run = async (report: ReportDefinition, request: ReportRequest, scope: RowScope, nowMs: number): Promise<ReportResult> => {
    const started = performance.now();
    try {
      const result = await runReport(report, request, scope, context(nowMs), reads, options.timeoutMs ?? 30_000);
      return dataTo ? { ...result, meta: { ...result.meta, dataTo } } : result;
    } catch (e) {
      // a report cancelled is logged with what an operator of the warehouse looks it up by
      if (e instanceof CompileError && e.status === 9408) options.log?.(e, cancelledLine(report, request, performance.now() - started, e.cause));
      throw e;
    }
  };
  const { answers } = options;
  const generation = options.generation ?? await warehouseGeneration(warehouse);
  // the first load a cache sees is the one it serves; a later one is served once the console switches to it (server/http/liveData.ts)
  if (answers && answers.generation === null) answers.serve(generation);
  return {
    get registry() { return liveRegistry(); },
    catalog, dataEnd, context, warehouse: reads, direct: warehouse, run, answers, generation,
    answer: async (report, request, scope, nowMs) => {
      const compute = async () => Buffer.from(JSON.stringify(await run(report, request, scope, nowMs)));
      if (!answers) return compute();
      const inputs = { generation, reportId: report.id, definitions: liveRegistry(), request, scope, today: context(nowMs).today };
      return answers.answer(inputs, compute);
    },
  };
}
