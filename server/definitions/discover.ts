import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ModelDefinition } from '../../src/engine/definition/model';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { buildRegistry, type Registry } from '../../src/engine/registry/buildRegistry';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function importAll<T>(dir: string, suffix: string): Promise<Record<string, T>> {
  const entries = await readdir(join(REPO_ROOT, dir), { recursive: true });
  const files = entries.filter((f) => f.endsWith(suffix)).sort();
  const modules: Record<string, T> = {};
  for (const file of files) {
    const path = join(REPO_ROOT, dir, file);
    const mod = (await import(pathToFileURL(path).href)) as { default?: T };
    if (!mod.default) throw new Error(`${relative(REPO_ROOT, path)} has no default export`);
    modules[relative(REPO_ROOT, path)] = mod.default;
  }
  return modules;
}

export function loadModelModules(): Promise<Record<string, ModelDefinition>> {
  return importAll<ModelDefinition>('models', '.model.ts');
}

export function loadReportModules(): Promise<Record<string, ReportDefinition>> {
  return importAll<ReportDefinition>('reports', '.report.ts');
}

let cached: Promise<Registry> | undefined;
/** Discovers `models/*.model.ts` and `reports/**\/*.report.ts` by convention and validates them all. */
export function loadRegistry(): Promise<Registry> {
  cached ??= (async () => buildRegistry(await loadModelModules(), await loadReportModules()))();
  return cached;
}
