import type { Registry } from '../../src/engine/registry/buildRegistry';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { requestSchema } from '../../src/engine/request/requestSchema';
import { sampleFilters } from '../../src/engine/report/sampleFilters';
import { createAjv } from '../../src/engine/ajv';
import { compileReport } from '../compiler/pipeline';
import type { DialectName } from '../compiler/dialect/dialect';
import { stateSchema } from '../views/schemas';
import { declaredTableNames } from '../warehouse/derivedTables';

const DIALECTS: readonly DialectName[] = ['duckdb', 'clickhouse'];
const SAMPLE_DAY = '2026-01-31';

/**
 * What a report must pass beyond its definition's schema before `check` accepts it, so that what
 * `check` accepts runs: its request and saved-view schemas compile (an empty enum, say, is no
 * schema and would answer every search with 500), and its rows, each section's and its totals
 * compile on its sample filters in every dialect, against a warehouse holding every derived table
 * the models declare (each named kind's own checks run there: a funnel's steps of one model, a
 * recap's windows). Pure: no warehouse is read. `paths`: report id → its file, named in each problem.
 */
export function runnableProblems(registry: Registry, paths: ReadonlyMap<string, string> = new Map()): string[] {
  const catalog = new Map(declaredTableNames([...registry.models.values()]).map((t) => [t, 1e5]));
  const ajv = createAjv();
  const problems: string[] = [];
  for (const report of registry.reports.values()) {
    const where = paths.get(report.id) ?? report.id;
    const say = (what: string, e: unknown) => problems.push(`${where}: ${what}: ${e instanceof Error ? e.message : String(e)}`);
    for (const [what, schema] of [['its request schema', () => requestSchema(report)], ['its saved views\' schema', () => stateSchema(report)]] as const) {
      try {
        ajv.compile(schema());
      } catch (e) {
        say(what, e);
      }
    }
    for (const section of [undefined, ...(report.sections ?? []).map((s) => s.id)]) {
      // one line for a problem every dialect meets, else one for each dialect that meets it
      const failed = new Map<string, DialectName[]>();
      for (const dialect of DIALECTS) {
        const message = compileProblem(report, section, registry, catalog, dialect);
        if (message) failed.set(message, [...(failed.get(message) ?? []), dialect]);
      }
      for (const [message, dialects] of failed) {
        say(`${section ? `section '${section}'` : 'its rows'}${dialects.length < DIALECTS.length ? ` on ${dialects.join(', ')}` : ''}`, message);
      }
    }
  }
  return problems;
}

/** Why a report's part does not compile on its sample filters in `dialect`, or undefined. */
function compileProblem(report: ReportDefinition, section: string | undefined, registry: Registry, catalog: ReadonlyMap<string, number>, dialect: DialectName): string | undefined {
  try {
    compileReport(report, { filters: sampleFilters(report), ...(section ? { section } : {}) }, { siteIds: [1] }, { registry, catalog, today: SAMPLE_DAY, dataEnd: SAMPLE_DAY, dialect });
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
