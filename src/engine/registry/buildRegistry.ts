import type { ModelDefinition } from '../definition/model';
import type { ReportDefinition, ReportInput } from '../definition/report';
import type { KindSpecs } from '../kinds/queryKind';
import { indexMeasures } from '../report/fields';
import { validateModel, validateReport } from '../validate/validateDefinitions';
import { resolveReports } from './resolveReports';

export interface Registry {
  models: ReadonlyMap<string, ModelDefinition>;
  reports: ReadonlyMap<string, ReportDefinition>;
  /** Measure name → model. */
  measures: ReadonlyMap<string, ModelDefinition>;
  /** Named kind → its spec (the query's schema and the fields it produces). */
  kinds: KindSpecs;
  report(id: string): ReportDefinition;
}

export class DefinitionError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid definitions:\n  ${problems.join('\n  ')}`);
    this.name = 'DefinitionError';
  }
}

/** `reports/house/site_trend.report.ts` → `site_trend`; `models/gaming.model.ts` → `gaming`. */
export function idFromPath(path: string, suffix: '.report.ts' | '.model.ts'): string {
  const file = path.split('/').pop() ?? path;
  return file.endsWith(suffix) ? file.slice(0, -suffix.length) : file;
}

function byId<T extends { id: string }>(modules: Record<string, T>, suffix: '.report.ts' | '.model.ts', problems: string[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const [path, def] of Object.entries(modules)) {
    const fileId = idFromPath(path, suffix);
    if (def.id !== fileId) problems.push(`${path}: id '${def.id}' must equal the file name '${fileId}'`);
    if (map.has(def.id)) problems.push(`${path}: duplicate id '${def.id}'`);
    map.set(def.id, def);
  }
  return map;
}

/**
 * Builds the registry from discovered modules (path → default export) and the named kinds' specs
 * (found by the server: server/definitions/discover.ts `loadKindSpecs`) and validates every
 * definition; throws one DefinitionError listing every problem. Report files are resolved first
 * (folder defaults, `extends`, further placements of `routes`: resolveReports.ts).
 */
export function buildRegistry(modelModules: Record<string, ModelDefinition>, reportModules: Record<string, ReportInput>, kinds: KindSpecs): Registry {
  const problems: string[] = [];
  const models = byId(modelModules, '.model.ts', problems);
  byId(reportModules, '.report.ts', problems);
  const resolved = resolveReports(reportModules);
  problems.push(...resolved.problems);
  const reports = new Map<string, ReportDefinition>();
  for (const r of resolved.reports) {
    if (reports.has(r.id)) problems.push(`${r.id}: duplicate id '${r.id}'`);
    else reports.set(r.id, r);
  }
  for (const model of models.values()) problems.push(...validateModel(model));
  const measures = indexMeasures(models.values());
  const seen = new Map<string, string>();
  for (const model of models.values()) {
    for (const name of Object.keys(model.measures)) {
      if (seen.has(name)) problems.push(`${model.id}: measures.${name} is also defined by model '${seen.get(name)}'`);
      seen.set(name, model.id);
    }
  }
  const ctx = { measures, kinds, reportIds: new Set(reports.keys()) };
  for (const report of reports.values()) problems.push(...validateReport(report, ctx));
  const paths = new Map<string, string>();
  for (const r of reports.values()) {
    if (paths.has(r.route.path)) problems.push(`${r.id}: route.path ${r.route.path} is also used by '${paths.get(r.route.path)}'`);
    paths.set(r.route.path, r.id);
  }
  if (problems.length) throw new DefinitionError(problems);
  return {
    models, reports, measures, kinds,
    report(id) {
      const r = reports.get(id);
      if (!r) throw new Error(`unknown report '${id}'`);
      return r;
    },
  };
}
