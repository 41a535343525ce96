import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ModelDefinition } from '../../src/engine/definition/model';
import type { ReportDefinition } from '../../src/engine/definition/report';
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

export function loadReportModules(problems?: string[], importer?: Importer, root?: string): Promise<Record<string, ReportDefinition>> {
  return importDefinitions<ReportDefinition>('reports', '.report.ts', problems, importer, root);
}

let current: Registry | undefined;
let loading: Promise<Registry> | undefined;

/** Discovers `models/*.model.ts` and `reports/**\/*.report.ts` by convention and validates them all (once). */
export function loadRegistry(): Promise<Registry> {
  loading ??= (async () => (current ??= buildRegistry(await loadModelModules(), await loadReportModules())))();
  return loading;
}

/** The registry in use: the one loaded at start, or the last valid one the dev loop reloaded. */
export function liveRegistry(): Registry {
  if (!current) throw new Error('the registry is read before loadRegistry() finished');
  return current;
}

/** The dev loop's reload: requests from now on read this registry. */
export function replaceRegistry(registry: Registry): void {
  current = registry;
  loading = Promise.resolve(registry);
}
