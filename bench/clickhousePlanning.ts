import type { ReportDefinition } from '../src/engine/definition/report';
import { compileReport } from '../server/compiler/pipeline';
import { memoryApart } from '../server/compiler/statement';
import type { Statement } from '../server/compiler/types';
import type { ReportService } from '../server/reports/reportService';
import type { Warehouse } from '../server/warehouse/warehouse';

/** A report's statements on a current ClickHouse: how long the server takes to parse and plan them, and to run them. */
export interface Planning {
  statements: number;
  /** The statements' SQL, in bytes. */
  bytes: number;
  /** `EXPLAIN PLAN` of each (parse, analysis and plan; nothing read but what a scalar subquery reads, run while analysed), summed: the lowest of three. */
  planMs: number;
  /** Each statement run, summed: the lowest of three. */
  runMs: number;
}

const lowest = async (f: () => Promise<unknown>): Promise<number> => {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await f();
    best = Math.min(best, performance.now() - started);
  }
  return best;
};

/**
 * The statements a request runs on the warehouse: a read memory may answer, its statements apart
 * (executors.ts offers them next); a statement run apart, each of its parts; else the statement (its
 * `instead` runs only past its rows' limit).
 */
function warehouseStatements(steps: readonly { statement: Statement }[]): Statement[] {
  return steps.flatMap(({ statement: s }) => (memoryApart(s) ?? s.union)?.map((u) => u.statement) ?? [s]);
}

/**
 * Where a report's time goes on a current ClickHouse (23 and later: `EXPLAIN PLAN`): its default
 * request's statements planned and run, one after the other. On chDB most of a report's time is
 * the plan of its SQL, not the reading (BENCHMARKS.md).
 */
export async function planning(ch: Warehouse, service: ReportService, report: ReportDefinition, request: object, siteIds: readonly number[], nowMs: number): Promise<Planning> {
  const compiled = compileReport(report, request, { siteIds }, service.context(nowMs));
  const statements = warehouseStatements(compiled.steps);
  let planMs = 0;
  let runMs = 0;
  let bytes = 0;
  for (const s of statements) {
    bytes += s.sql.length;
    planMs += await lowest(() => ch.query(`EXPLAIN PLAN ${s.sql}`, s.params));
    runMs += await lowest(() => ch.query(s.sql, s.params));
  }
  return { statements: statements.length, bytes, planMs, runMs };
}
