import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ModelDefinition } from '../../src/engine/definition/model';
import type { ReportDefinition } from '../../src/engine/definition/report';
import type { KindSpecs, QueryKindSpec } from '../../src/engine/kinds/queryKind';
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

let cached: Promise<Registry> | undefined;
/** Discovers `models/*.model.ts`, `reports/**\/*.report.ts` and the kinds' specs by convention and validates them all. */
export function loadRegistry(): Promise<Registry> {
  cached ??= (async () => buildRegistry(await loadModelModules(), await loadReportModules(), await loadKindSpecs()))();
  return cached;
}
