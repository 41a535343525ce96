import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CompileError } from '../../../server/compiler/errors';
import { cancelledLine, createReportService, type ReportService } from '../../../server/reports/reportService';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import { QueryTimeoutError } from '../../../server/warehouse/warehouse';

// A report the warehouse cancels answers 9408 and leaves a line in the console's log: the report,
// the request, how long it ran and, where the warehouse names it (ClickHouse), the query's id.
describe('a report cancelled', () => {
  let warehouse: DuckWarehouse;
  let service: ReportService;
  const logged: { error: unknown; message: string }[] = [];

  beforeAll(async () => {
    warehouse = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true });
    // raw facts only and a limit of 1 ms: two years of members' sums cannot finish in it
    service = await createReportService(warehouse, { cache: false, useRollups: false, timeoutMs: 1, log: (error, message) => logged.push({ error, message }) });
  });
  afterAll(async () => { await warehouse?.close(); });

  it('answers 9408 and logs the report, the request and the time it ran', async () => {
    const request = { filters: { range: { preset: 'custom', from: '2024-12-01', to: service.dataEnd } } };
    const report = service.registry.report('member_top');
    const sites = (await warehouse.query('SELECT site_id FROM dim_site')).map((r) => Number(r.site_id));
    const error = await service.run(report, request, { siteIds: sites }, Date.parse(`${service.dataEnd}T12:00:00Z`)).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(CompileError);
    expect((error as CompileError).status).toBe(9408);
    const line = logged.find((l) => l.message.startsWith('report member_top cancelled after '));
    expect(line?.message, JSON.stringify(logged.map((l) => l.message))).toMatch(/^report member_top cancelled after \d+ ms: \{"filters":\{"range":\{"preset":"custom","from":"2024-12-01"/);
    expect(line?.error).toBe(error);
  });

  it("names the warehouse's query id where it has one", () => {
    const report = service.registry.report('site_compare');
    expect(cancelledLine(report, { page: { index: 0, size: 20 } }, 30_012.4, new QueryTimeoutError(30_000, '5f0c-query'))).toBe('report site_compare cancelled after 30012 ms, query id 5f0c-query: {"page":{"index":0,"size":20}}');
    expect(cancelledLine(report, {}, 12, new QueryTimeoutError(10))).toBe('report site_compare cancelled after 12 ms: {}');
  });
});
