import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../../../src/engine/request/requestSchema';
import { needsCriteria, sampleFilters } from '../../../src/engine/report/sampleFilters';
import { loadRegistry } from '../../../server/definitions/discover';
import { login, startTestServer, type TestServer } from '../../support/server';

/**
 * The same request gives the same answer, bit for bit (SECURITY.md): every report is asked twice,
 * each time of a server of its own (its own DuckDB instance, connections and an empty result
 * cache), and the two JSON answers must be byte-identical once the time the query took is removed.
 * Money is summed exactly (DECIMAL columns), so the threads' order of addition cannot show.
 * HARDEN_WAREHOUSE points the test at another warehouse file (e.g. one with DOUBLE money).
 */
describe('every report answers the same request with the same bytes', () => {
  const servers: TestServer[] = [];
  const tokens: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const server = await startTestServer(process.env.HARDEN_WAREHOUSE ? { warehouseFile: process.env.HARDEN_WAREHOUSE } : {});
      servers.push(server);
      tokens.push(await login(server.url, 'admin'));
    }
  });
  afterAll(async () => { for (const s of servers) await s.close(); });

  const answer = async (i: number, id: string, reqData: unknown) => {
    const response = await fetch(`${servers[i].url}/api/report/${id}`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` }, body: JSON.stringify({ reqData }),
    });
    const body = (await response.json()) as { status: number; result: { meta?: { ms?: number } } };
    if (body.result.meta) delete body.result.meta.ms;
    return { status: body.status, text: JSON.stringify(body) };
  };

  it('byte-identical answers from two cold servers, for every registered report', async () => {
    const registry = await loadRegistry();
    const differing: string[] = [];
    let answered = 0;
    for (const report of registry.reports.values()) {
      const filters = needsCriteria(report) ? sampleFilters(report) : undefined;
      const page = report.paging.mode === 'remote' ? { index: 0, size: PAGE_SIZES[PAGE_SIZES.length - 1] } : undefined;
      const reqData = { ...(filters ? { filters } : {}), ...(page ? { page } : {}) };
      const first = await answer(0, report.id, reqData);
      const second = await answer(1, report.id, reqData);
      if (first.status === 1) answered += 1;
      if (first.text !== second.text) differing.push(report.id);
    }
    expect(answered).toBeGreaterThan(30);
    expect(differing).toEqual([]);
  }, 600_000);
});
