import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { NamedQuery } from '../../../src/engine/definition/namedQueries';
import { CompileError } from '../errors';
import type { KindDef, KindInput, KindRelation } from './kind';
import type { Params } from '../sql/params';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type AnyKindDef = KindDef<NamedQuery, unknown>;

/**
 * Every `<dir>/<kind>/kind.ts`, by convention as reports are found (server/definitions/discover.ts);
 * its spec's `kind` is its folder's name. The engine side of the same kinds (their `spec.ts`) is
 * found by server/definitions/discover.ts `loadKindSpecs` and handed to the registry.
 */
export async function discoverKinds(dir: string = HERE): Promise<ReadonlyMap<string, AnyKindDef>> {
  const kinds = new Map<string, AnyKindDef>();
  const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'kind.ts')));
  for (const { name } of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(dir, name, 'kind.ts');
    const def = ((await import(pathToFileURL(file).href)) as { default?: AnyKindDef }).default;
    if (def?.spec?.kind !== name) {
      const named = def?.spec?.kind === undefined ? 'no spec' : `the spec of '${def.spec.kind}'`;
      throw new Error(`${relative(ROOT, file)}: its default export must be defineKind({ spec, … }) with the spec of the kind '${name}' (the folder's name), not ${named}`);
    }
    kinds.set(name, def);
  }
  return kinds;
}

const KINDS = await discoverKinds();

/** The named kinds found, by name. */
export const kindNames = (): string[] => [...KINDS.keys()];

/** Plan a named kind's query once, then render it in the input's dialect. */
export function kindRelation(query: NamedQuery, input: KindInput, params: Params): KindRelation {
  const def = KINDS.get(query.kind);
  const sql = def?.sql[input.dialect.name];
  if (!def || !sql) throw new CompileError(9000, `no ${input.dialect.name} SQL for query kind '${query.kind}'`);
  const plan = def.plan(query, input);
  const rel = sql(plan, input, params);
  // the same rows from the tables held in memory, where the kind computes them there: once, for every dialect
  const held = def.held?.(plan, input);
  // (assigned, not spread: a relation's SQL is a getter, printed when read)
  return held ? Object.assign(rel, { held }) : rel;
}
