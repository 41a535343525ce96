/**
 * `npm run check`: every model and report definition validated, with all problems at once, in
 * seconds, without building or starting anything. What it accepts runs: each report's request and
 * saved-view schemas compile, and its rows and sections compile in every dialect (runnable.ts). Also checks that the texts a report shows
 * (title, column headers, section titles) exist in both languages, since a missing one shows as
 * its raw key on the page. Exit status 1 when anything is wrong.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGS, REPORT_TEXTS_SUFFIX, reportTextsId, type Locales, type LocaleTree } from '../../locales';
import { buildRegistry, DefinitionError, idFromPath, type Registry } from '../../src/engine/registry/buildRegistry';
import { reportView, type ReportView } from '../../src/engine/report/reportView';
import { readLocales, readReportTexts } from '../i18n/locales';
import { loadKindSpecs, loadModelModules, loadReportModules, REPO_ROOT, type Importer } from './discover';
import { runnableProblems } from './runnable';

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

/** Where a missing text goes: a report's own texts beside its definition, the others in the shared locale files. */
function textHome(key: string, lang: string, textFiles: ReadonlyMap<string, string>): string {
  const own = /^reports\.([^.]+)\./.exec(key)?.[1];
  if (own) return `${textFiles.get(own) ?? `reports/<area>/${own}${REPORT_TEXTS_SUFFIX}`} "${lang}"`;
  return `locales/${lang}.json or locales/parts/<area>.${lang}.json`;
}

/**
 * Reports whose page would show a raw key: a text missing in a language, with where it goes
 * (`textFiles`: report id → its `<id>.locale.json`).
 */
export function textProblems(registry: Registry, locales: Locales = readLocales(), textFiles: ReadonlyMap<string, string> = new Map()): string[] {
  const problems: string[] = [];
  for (const report of registry.reports.values()) {
    const keys = [...new Set(viewTextKeys(reportView(report, registry)))];
    for (const lang of LANGS) {
      const byHome = new Map<string, string[]>();
      for (const key of keys.filter((k) => !hasText(locales[lang], k))) {
        const home = textHome(key, lang, textFiles);
        byHome.set(home, [...(byHome.get(home) ?? []), key]);
      }
      if (byHome.size) problems.push(`${report.id}: no ${lang} text for ${[...byHome].map(([home, missing]) => `${missing.join(', ')} (${home})`).join('; ')}`);
    }
  }
  return problems;
}

/**
 * Texts files that no report reads: a misspelt file name, or a language that is not the console's.
 * A texts file beside its report's file is read by it, though that file has a problem of its own
 * this round (a syntax error): that problem is said, not a second one about its texts.
 */
function textFileProblems(reportPaths: readonly string[], root: string): string[] {
  const reports = new Set(reportPaths.map((p) => idFromPath(p, '.report.ts')));
  const besideItsReport = (path: string) => existsSync(join(root, `${path.slice(0, -REPORT_TEXTS_SUFFIX.length)}.report.ts`));
  return Object.entries(readReportTexts(root)).flatMap(([path, texts]) => [
    ...(reports.has(reportTextsId(path)) || besideItsReport(path) ? [] : [`${path}: no report '${reportTextsId(path)}' (its texts file is named after its id)`]),
    ...Object.keys(texts).filter((lang) => !(LANGS as readonly string[]).includes(lang)).map((lang) => `${path}: '${lang}' is not a language of the console (${LANGS.join(', ')})`),
  ]);
}

/** What `npm run check` and the dev loop's reload find: the problems, and the registry when the definitions build one. */
export interface CheckResult {
  problems: string[];
  reports: number;
  models: number;
  registry?: Registry;
  /** With `servable`, when the whole set builds no registry: the registry of the reports that are valid, and the ids left out. */
  servable?: { registry: Registry; without: string[] };
}

export interface CheckOptions {
  /** Also build a registry of the valid reports when some are not (the dev loop's first load: it has no last valid one to keep serving). */
  servable?: boolean;
}

/**
 * The registry of the reports a problem does not name: the reports named are left out, again
 * while the rest still fails (a report extending one left out fails in turn); none when a round
 * leaves nothing more out (a model's own problem, or one naming no report).
 */
async function servableRegistry(models: Parameters<typeof buildRegistry>[0], reports: Parameters<typeof buildRegistry>[1], problems: readonly string[]): Promise<CheckResult['servable']> {
  let named = [...problems];
  const kept = { ...reports };
  const without: string[] = [];
  for (;;) {
    const drop = Object.keys(kept).filter((path) => {
      const id = idFromPath(path, '.report.ts');
      return named.some((p) => p.startsWith(`${id}:`) || p.startsWith(`${id} `) || p.includes(path));
    });
    if (!drop.length) return undefined;
    for (const path of drop) { delete kept[path]; without.push(idFromPath(path, '.report.ts')); }
    try {
      return { registry: buildRegistry(models, kept, await loadKindSpecs()), without };
    } catch (e) {
      if (!(e instanceof DefinitionError)) throw e;
      named = e.problems;
    }
  }
}

export async function checkDefinitions(importer?: Importer, root = REPO_ROOT, options: CheckOptions = {}): Promise<CheckResult> {
  const problems: string[] = [];
  const models = await loadModelModules(problems, importer, root);
  const reports = await loadReportModules(problems, importer, root);
  const counts = { reports: Object.keys(reports).length, models: Object.keys(models).length };
  // texts never keep definitions from loading: their problems are said beside the others
  const texts: string[] = [];
  let locales: Locales | undefined;
  try {
    locales = readLocales(root);
    texts.push(...textFileProblems(Object.keys(reports), root));
  } catch (e) {
    texts.push((e as Error).message);
  }
  try {
    const registry = buildRegistry(models, reports, await loadKindSpecs());
    // each report's file by id, and its texts file beside it
    const paths = new Map(Object.keys(reports).map((p) => [idFromPath(p, '.report.ts'), p]));
    const textFiles = new Map([...paths].map(([id, p]) => [id, p.slice(0, -'.report.ts'.length) + REPORT_TEXTS_SUFFIX]));
    // the reports registered: a file's further placements (routes) count as the reports they are
    // what builds must also run: its schemas compile and every part compiles in every dialect (runnable.ts)
    const all = [...problems, ...runnableProblems(registry, paths), ...texts, ...(locales ? textProblems(registry, locales, textFiles) : [])];
    // a file that did not load is absent from this registry: servable, though not valid
    const rest = problems.length && options.servable ? { servable: { registry, without: [] } } : {};
    return { problems: all, ...counts, reports: registry.reports.size, ...(problems.length ? rest : { registry }) };
  } catch (e) {
    if (!(e instanceof DefinitionError)) throw e;
    const all = [...problems, ...e.problems, ...texts];
    const servable = options.servable ? await servableRegistry(models, reports, all) : undefined;
    return { problems: all, ...counts, ...(servable ? { servable } : {}) };
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
