import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ModelDefinition } from '../../src/engine/definition/model';
import type { ReportInput } from '../../src/engine/definition/report';
import type { KindSpecs, QueryKindSpec } from '../../src/engine/kinds/queryKind';
import { buildRegistry, type Registry } from '../../src/engine/registry/buildRegistry';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** How a definition file is imported: Node's own import, or a fresh one (the dev loop's reload). */
export type Importer = (path: string) => Promise<unknown>;
const nodeImport: Importer = (path) => import(pathToFileURL(path).href);

/**
 * Each `<dir>/**\/*<suffix>`, keyed by its path from the repository root. With `problems`, a file
 * that does not load is listed there and the others still load (npm run check, the dev loop);
 * without, the first such file throws (the server's start).
 */
export async function importDefinitions<T>(dir: string, suffix: string, problems?: string[], importer: Importer = nodeImport, root = REPO_ROOT): Promise<Record<string, T>> {
  const files = (await readdir(join(root, dir), { recursive: true })).filter((f) => f.endsWith(suffix)).sort();
  const modules: Record<string, T> = {};
  for (const file of files) {
    const path = join(root, dir, file);
    const name = relative(root, path);
    try {
      const mod = (await importer(path)) as { default?: T };
      if (!mod.default) throw new Error(`${name} has no default export`);
      modules[name] = mod.default;
    } catch (e) {
      if (!problems) throw e;
      const message = (e instanceof Error ? e.message : String(e)).split('\n').filter(Boolean).slice(0, 2).join(' ').replaceAll(root, '');
      problems.push(message.startsWith(name) ? message : `${name}: does not load: ${message}`);
    }
  }
  return modules;
}

export function loadModelModules(problems?: string[], importer?: Importer, root?: string): Promise<Record<string, ModelDefinition>> {
  return importDefinitions<ModelDefinition>('models', '.model.ts', problems, importer, root);
}

export function loadReportModules(problems?: string[], importer?: Importer, root?: string): Promise<Record<string, ReportInput>> {
  return importDefinitions<ReportInput>('reports', '.report.ts', problems, importer, root);
}

/** Where the named kinds live, one folder each (`<kind>/spec.ts` beside its plan and the dialects' hooks). */
const KINDS_DIR = join(REPO_ROOT, 'server/compiler/kinds');

/**
 * The engine specs of the named kinds: every `<dir>/<kind>/spec.ts`, whose default export is the
 * kind's `defineQueryKind` and names the folder's kind. A spec imports only the engine, so this
 * loads no compiler code.
 */
export async function loadKindSpecs(dir: string = KINDS_DIR): Promise<KindSpecs> {
  const folders = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'spec.ts')));
  const specs = new Map<string, QueryKindSpec>();
  for (const { name } of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, name, 'spec.ts');
    const spec = ((await import(pathToFileURL(path).href)) as { default?: QueryKindSpec }).default;
    if (spec?.kind !== name) {
      throw new Error(`${relative(REPO_ROOT, path)}: its default export must be the spec of the kind '${name}' (the folder's name), not ${spec?.kind === undefined ? 'no spec' : `the spec of '${spec.kind}'`}`);
    }
    specs.set(name, spec);
  }
  return specs;
}

let current: Registry | undefined;
let loading: Promise<Registry> | undefined;

/** Discovers `models/*.model.ts`, `reports/**\/*.report.ts` and the kinds' specs by convention and validates them all (once). */
export function loadRegistry(): Promise<Registry> {
  loading ??= (async () => (current ??= buildRegistry(await loadModelModules(), await loadReportModules(), await loadKindSpecs())))();
  return loading;
}

/** The registry in use: the one loaded at start, or the last valid one the dev loop reloaded. */
export function liveRegistry(): Registry {
  if (!current) throw new Error('the registry is read before loadRegistry() finished');
  return current;
}

/** Whether a registry is in use yet (the dev loop's first load may serve the valid part of a broken set). */
export function registryLoaded(): boolean {
  return current !== undefined;
}

/** The dev loop's reload: requests from now on read this registry. */
export function replaceRegistry(registry: Registry): void {
  current = registry;
  loading = Promise.resolve(registry);
}
