import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CompileError } from '../errors';
import type { KindDef, KindInput, KindRelation } from './kind';
import type { Params } from '../sql/params';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** Every `kinds/<kind>/kind.ts`, by convention as reports are found (server/definitions/discover.ts); its `kind` is its folder's name. */
async function discoverKinds(): Promise<ReadonlyMap<string, KindDef<{ kind: string }, unknown>>> {
  const kinds = new Map<string, KindDef<{ kind: string }, unknown>>();
  const folders = readdirSync(HERE, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(HERE, d.name, 'kind.ts')));
  for (const { name } of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const mod = (await import(pathToFileURL(join(HERE, name, 'kind.ts')).href)) as { default?: KindDef<{ kind: string }, unknown> };
    if (mod.default?.kind !== name) throw new Error(`server/compiler/kinds/${name}/kind.ts: its default export must be defineKind({ kind: '${name}', … })`);
    kinds.set(name, mod.default);
  }
  return kinds;
}

const KINDS = await discoverKinds();

/** The named kinds found, by name. */
export const kindNames = (): string[] => [...KINDS.keys()];

/** Plan a named kind's query once, then render it in the input's dialect. */
export function kindRelation(query: { kind: string }, input: KindInput, params: Params): KindRelation {
  const def = KINDS.get(query.kind);
  const sql = def?.sql[input.dialect.name];
  if (!def || !sql) throw new CompileError(9000, `no ${input.dialect.name} SQL for query kind '${query.kind}'`);
  return sql(def.plan(query, input), input, params);
}
