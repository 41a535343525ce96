/**
 * `npm run check`: every model and report definition validated, with all problems at once, in
 * seconds, without building or starting anything. Also checks that the texts a report shows
 * (title, column headers, section titles) exist in both languages, since a missing one shows as
 * its raw key on the page. Exit status 1 when anything is wrong.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type LocaleTree } from '../../locales';
import { buildRegistry, DefinitionError, type Registry } from '../../src/engine/registry/buildRegistry';
import { reportView, type ReportView } from '../../src/engine/report/reportView';
import { REPO_ROOT } from './discover';

/** Each `<dir>/**\/*<suffix>` imported on its own, so one file that does not load does not hide the others' problems. */
async function importEach<T>(dir: string, suffix: string, problems: string[]): Promise<Record<string, T>> {
  const files = (await readdir(join(REPO_ROOT, dir), { recursive: true })).filter((f) => f.endsWith(suffix)).sort();
  const modules: Record<string, T> = {};
  for (const file of files) {
    const path = relative(REPO_ROOT, join(REPO_ROOT, dir, file));
    try {
      const mod = (await import(pathToFileURL(join(REPO_ROOT, path)).href)) as { default?: T };
      if (mod.default) modules[path] = mod.default;
      else problems.push(`${path}: has no default export`);
    } catch (e) {
      problems.push(`${path}: does not load: ${(e instanceof Error ? e.message : String(e)).split('\n').filter(Boolean).slice(0, 2).join(' ').replace(`${REPO_ROOT}`, '')}`);
    }
  }
  return modules;
}

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
    const keys = [...new Set(viewTextKeys(reportView(report, registry.measures)))];
    for (const lang of ['en', 'tw'] as const) {
      const missing = keys.filter((k) => !hasText(LOCALES[lang], k));
      if (missing.length) problems.push(`${report.id}: no ${lang} text for ${missing.join(', ')} (locales/${lang}.json or locales/parts/<area>.${lang}.json)`);
    }
  }
  return problems;
}

export async function checkDefinitions(): Promise<{ problems: string[]; reports: number; models: number }> {
  const problems: string[] = [];
  const models = await importEach<Parameters<typeof buildRegistry>[0][string]>('models', '.model.ts', problems);
  const reports = await importEach<Parameters<typeof buildRegistry>[1][string]>('reports', '.report.ts', problems);
  try {
    const registry = buildRegistry(models, reports);
    problems.push(...textProblems(registry));
  } catch (e) {
    if (!(e instanceof DefinitionError)) throw e;
    problems.push(...e.problems);
  }
  return { problems, reports: Object.keys(reports).length, models: Object.keys(models).length };
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
