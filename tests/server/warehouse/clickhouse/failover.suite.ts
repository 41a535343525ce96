import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReportDefinition } from '../../../../src/engine/definition/report';
import type { ReportRequest, ReportResult } from '../../../../src/engine/request/types';
import type { RowScope } from '../../../../server/compiler/types';
import { createReportService, type ReportService } from '../../../../server/reports/reportService';
import { openClickHouseWarehouse, type ClickHouseWarehouse } from '../../../../server/warehouse/clickhouse/clickhouseWarehouse';
import { openDuckWarehouse, type DuckWarehouse } from '../../../../server/warehouse/duckdb';
import { expectSameResult, parityInputs, parts } from '../../compiler/clickhouseParity.suite';
import { testNow } from '../../../support/testClock';
import type { LoadedCluster } from '../../../support/clickhouse';

interface Expected { label: string; report: ReportDefinition; request: ReportRequest; duck: ReportResult }

/** Clients asking at once while the replicas die: the kill once they have asked for 1.5 s and each had an answer, then 4.5 s more. */
const CLIENTS = 4;
const KILL_AT_MS = 1500;
const AFTER_KILL_MS = 4500;

/**
 * A replicated cluster (two shards of two replicas) losing one replica of each shard: the console,
 * given every node's URL, answers every report as DuckDB does, during the kill and after it. Run
 * last by tests/server/warehouse/clickhouse/onCluster.test.ts: it kills s1r1 and s2r1, the replicas
 * each shard is read from first (the nodes a Distributed read tries in order), s1r1 the node the
 * console asks first too.
 */
export function failoverTests(fixture: { get(): LoadedCluster }): void {
  describe('one replica of each shard killed', () => {
    let duck: DuckWarehouse;
    let ch: ClickHouseWarehouse;
    let chService: ReportService;
    let scope: RowScope;
    let expected: Expected[];
    const nodeLines: string[] = [];
    const now = testNow();

    beforeAll(async () => {
      const { config, nodeUrls } = fixture.get();
      duck = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true });
      // nothing held in memory: every answer is read from ClickHouse
      ch = await openClickHouseWarehouse({ ...config, urls: nodeUrls }, { resident: false, onNode: (line) => nodeLines.push(line), retryAfterMs: 2000 });
      const duckService = await createReportService(duck, { cache: false, timeoutMs: 180_000 });
      chService = await createReportService(ch, { cache: false, timeoutMs: 180_000 });
      const inputs = await parityInputs(duck);
      scope = inputs.scope;
      expected = [];
      for (const report of duckService.registry.reports.values()) {
        for (const { label, request } of parts(report, inputs.member)) expected.push({ label, report, request, duck: await duckService.run(report, request, scope, now) });
      }
    }, 180_000);
    afterAll(async () => {
      await ch?.close();
      await duck?.close();
    });

    it(`gives no answer but a correct one to ${CLIENTS} clients while a replica of each shard is killed`, async () => {
      const { cluster } = fixture.get();
      const victims = cluster.nodes.flatMap((n, i) => (n.replica === 1 ? [i] : []));
      expect(victims.map((i) => cluster.nodes[i].name)).toEqual(['s1r1', 's2r1']);
      const started = Date.now();
      const answered: number[] = [];
      const failures: string[] = [];
      let killedAt = 0;
      const kill = new Promise<void>((done) => {
        const timer = setInterval(() => {
          const waited = Date.now() - started;
          if (waited < KILL_AT_MS || (answered.length < CLIENTS && waited < 20_000)) return;
          for (const i of victims) cluster.signal(i, 'SIGKILL');
          killedAt = Date.now();
          clearInterval(timer);
          done();
        }, 50);
      });
      // each client walks the reports from its own place, one request after another
      await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
        for (let k = Math.floor((client * expected.length) / CLIENTS); killedAt === 0 || Date.now() - killedAt < AFTER_KILL_MS; k++) {
          const { label, report, request, duck: want } = expected[k % expected.length];
          try {
            expectSameResult(label, want, await chService.run(report, request, scope, now));
            answered.push(Date.now());
          } catch (error) {
            failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }));
      await kill;
      expect(failures).toEqual([]);
      for (const i of victims) expect(cluster.running(i), cluster.nodes[i].name).toBe(false);
      const after = answered.filter((t) => t > killedAt).length;
      console.info(`${answered.length} answers in ${((Date.now() - started) / 1000).toFixed(1)} s from ${CLIENTS} clients, ${after} after the kill (${((killedAt - started) / 1000).toFixed(1)} s in), all equal to DuckDB's; ${nodeLines.join('; ')}`);
      expect(answered.length - after).toBeGreaterThan(0);
      expect(after).toBeGreaterThan(0);
      expect(nodeLines.some((l) => l.includes(fixture.get().nodeUrls[0]) && /unreachable/.test(l))).toBe(true);
    }, 120_000);

    it('answers every report and section, those replicas down, as DuckDB does', async () => {
      const started = Date.now();
      for (const { label, report, request, duck: want } of expected) expectSameResult(label, want, await chService.run(report, request, scope, now));
      console.info(`${expected.length} reports and sections answered with s1r1 and s2r1 down in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }, 300_000);
  });
}
