/**
 * `npm run check`: every model and report definition validated, with all problems at once, in
 * seconds, without building or starting anything. Also checks that the texts a report shows
 * (title, column headers, section titles) exist in both languages, since a missing one shows as
 * its raw key on the page. Exit status 1 when anything is wrong.
 */
import { pathToFileURL } from 'node:url';
import { LOCALES, type LocaleTree } from '../../locales';
import { buildRegistry, DefinitionError, type Registry } from '../../src/engine/registry/buildRegistry';
import { reportView, type ReportView } from '../../src/engine/report/reportView';
import { loadKindSpecs, loadModelModules, loadReportModules, type Importer } from './discover';

const hasText = (tree: LocaleTree, key: string): boolean => {
  const parts = key.split('.');
  const last = parts.pop()!;
  let parent: string | LocaleTree | undefined = tree;
  for (const part of parts) parent = typeof parent === 'object' ? parent[part] : undefined;
  return typeof parent === 'object' && (typeof parent[last] === 'string' || typeof parent[`${last}_other`] === 'string');
};

/** Keys of the texts a report's page shows that neither a default nor a fallback covers. */
function viewTextKeys(view: ReportView): string[] {
  return [
    view.titleKey,
    ...view.columns.flatMap((c) => [c.header.key, ...(c.header.measureKey ? [c.header.measureKey] : [])]),
    ...view.sections.flatMap(viewTextKeys),
  ];
}

export function textProblems(registry: Registry): string[] {
  const problems: string[] = [];
  for (const report of registry.reports.values()) {
    const keys = [...new Set(viewTextKeys(reportView(report, registry)))];
    for (const lang of ['en', 'tw'] as const) {
      const missing = keys.filter((k) => !hasText(LOCALES[lang], k));
      if (missing.length) problems.push(`${report.id}: no ${lang} text for ${missing.join(', ')} (locales/${lang}.json or locales/parts/<area>.${lang}.json)`);
    }
  }
  return problems;
}

/** What `npm run check` and the dev loop's reload find: the problems, and the registry when the definitions build one. */
export interface CheckResult { problems: string[]; reports: number; models: number; registry?: Registry }

export async function checkDefinitions(importer?: Importer, root?: string): Promise<CheckResult> {
  const problems: string[] = [];
  const models = await loadModelModules(problems, importer, root);
  const reports = await loadReportModules(problems, importer, root);
  const counts = { reports: Object.keys(reports).length, models: Object.keys(models).length };
  try {
    const registry = buildRegistry(models, reports, await loadKindSpecs());
    // the reports registered: a file's further placements (routes) count as the reports they are
    return { problems: [...problems, ...textProblems(registry)], ...counts, reports: registry.reports.size, ...(problems.length ? {} : { registry }) };
  } catch (e) {
    if (!(e instanceof DefinitionError)) throw e;
    return { problems: [...problems, ...e.problems], ...counts };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const { problems, reports, models } = await checkDefinitions();
  const took = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${reports} reports and ${models} models (${took} s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${reports} reports and ${models} models: no problems (${took} s)`);
}
