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

/** Clients asking at once while replicas die or hang: the blow once they have asked for 1.5 s and had as many answers, then 6 s more. */
const CLIENTS = 20;
const BLOW_AT_MS = 1500;
const AFTER_BLOW_MS = 6000;

interface LoadOutcome { answered: number[]; failures: string[]; started: number; struckAt: number }

/**
 * A replicated cluster (two shards of two replicas) whose node the console asks first hangs a while
 * (SIGSTOP: its connections stay open, nothing answers), then loses one replica of each shard: the
 * console, given every node's URL, answers every report as DuckDB does, during the blow and after
 * it. Run last by tests/server/warehouse/clickhouse/onCluster.test.ts: it kills s1r1 and s2r1, the
 * replicas each shard is read from first (the nodes a Distributed read tries in order), s1r1 the
 * node the console asks first too.
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

    /** CLIENTS clients walking the reports, each from its own place, one request after another, `blow` struck once they have asked a while, until AFTER_BLOW_MS later. */
    async function underLoad(blow: () => void): Promise<LoadOutcome> {
      const started = Date.now();
      const answered: number[] = [];
      const failures: string[] = [];
      let struckAt = 0;
      const struck = new Promise<void>((done) => {
        const timer = setInterval(() => {
          const waited = Date.now() - started;
          if (waited < BLOW_AT_MS || (answered.length < CLIENTS && waited < 30_000)) return;
          blow();
          struckAt = Date.now();
          clearInterval(timer);
          done();
        }, 50);
      });
      await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
        for (let k = Math.floor((client * expected.length) / CLIENTS); struckAt === 0 || Date.now() - struckAt < AFTER_BLOW_MS; k++) {
          const { label, report, request, duck: want } = expected[k % expected.length];
          try {
            expectSameResult(label, want, await chService.run(report, request, scope, now));
            answered.push(Date.now());
          } catch (error) {
            failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }));
      await struck;
      return { answered, failures, started, struckAt };
    }

    const summary = (o: LoadOutcome, what: string) => {
      const after = o.answered.filter((t) => t > o.struckAt);
      const gaps = after.map((t, i) => t - (i ? after[i - 1] : o.struckAt));
      return `${o.answered.length} answers in ${((Date.now() - o.started) / 1000).toFixed(1)} s from ${CLIENTS} clients, ${after.length} after ${what} (${((o.struckAt - o.started) / 1000).toFixed(1)} s in; longest wait for an answer after it ${Math.max(0, ...gaps)} ms), all equal to DuckDB's`;
    };

    it(`gives no answer but a correct one to ${CLIENTS} clients while the node they ask first hangs (stopped, its connections open)`, async () => {
      const { cluster, nodeUrls } = fixture.get();
      const victim = cluster.nodes.findIndex((n) => n.shard === 1 && n.replica === 1);
      expect(nodeUrls[0]).toContain(`:${cluster.nodes[victim].http}`);
      nodeLines.length = 0;
      const outcome = await underLoad(() => cluster.signal(victim, 'SIGSTOP'));
      cluster.signal(victim, 'SIGCONT');
      expect(outcome.failures).toEqual([]);
      console.info(`${summary(outcome, 's1r1 was stopped')}; ${nodeLines.join('; ')}`);
      expect(outcome.answered.filter((t) => t > outcome.struckAt).length).toBeGreaterThan(0);
      expect(nodeLines.some((l) => l.includes(nodeUrls[0]) && /stopped answering/.test(l))).toBe(true);
      // running again, it answers its ping and gets queries again
      const back = Date.now();
      while (!nodeLines.some((l) => l.includes(nodeUrls[0]) && /answers again/.test(l)) && Date.now() - back < 30_000) await new Promise((r) => setTimeout(r, 100));
      expect(nodeLines.at(-1)).toBe(`ClickHouse node ${nodeUrls[0]} answers again`);
    }, 120_000);

    it(`gives no answer but a correct one to ${CLIENTS} clients while a replica of each shard is killed`, async () => {
      const { cluster } = fixture.get();
      const victims = cluster.nodes.flatMap((n, i) => (n.replica === 1 ? [i] : []));
      expect(victims.map((i) => cluster.nodes[i].name)).toEqual(['s1r1', 's2r1']);
      nodeLines.length = 0;
      const outcome = await underLoad(() => { for (const i of victims) cluster.signal(i, 'SIGKILL'); });
      expect(outcome.failures).toEqual([]);
      for (const i of victims) expect(cluster.running(i), cluster.nodes[i].name).toBe(false);
      const after = outcome.answered.filter((t) => t > outcome.struckAt).length;
      console.info(`${summary(outcome, 'the kill')}; ${nodeLines.join('; ')}`);
      expect(outcome.answered.length - after).toBeGreaterThan(0);
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
