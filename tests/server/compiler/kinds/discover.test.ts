import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { discoverKinds, kindNames } from '../../../../server/compiler/kinds/discover';
import { loadKindSpecs, loadRegistry } from '../../../../server/definitions/discover';

const KINDS = ['activeUsers', 'funnel', 'memberGroups', 'memberList', 'promoEffect', 'promoRecap', 'relatedGroups', 'retention'];
const MISNAMED = fileURLToPath(new URL('./misnamed', import.meta.url));

describe('named kinds found by convention', () => {
  it('finds a folder per kind (kinds/<kind>/: spec.ts for the engine, kind.ts for the compiler), and every kind a report uses', async () => {
    const found = kindNames();
    expect(found).toEqual(expect.arrayContaining(KINDS));
    const registry = await loadRegistry();
    // the engine's specs are the same folders' spec.ts, handed to the registry
    expect([...registry.kinds.keys()]).toEqual(found);
    for (const [kind, spec] of registry.kinds) expect(spec.kind, kind).toBe(kind);
    const used = new Set([...registry.reports.values()].flatMap((r) => [r.query, ...(r.sections ?? []).map((s) => s.query ?? r.query)]).map((q) => q.kind).filter((k) => k !== 'model'));
    for (const kind of used) expect(found, kind).toContain(kind);
  });

  it("refuses a folder whose spec names another kind, on both sides, naming the file and both kinds", async () => {
    await expect(loadKindSpecs(MISNAMED)).rejects.toThrow(
      "tests/server/compiler/kinds/misnamed/cohorts/spec.ts: its default export must be the spec of the kind 'cohorts' (the folder's name), not the spec of 'retention'",
    );
    await expect(discoverKinds(MISNAMED)).rejects.toThrow(
      "tests/server/compiler/kinds/misnamed/cohorts/kind.ts: its default export must be defineKind({ spec, … }) with the spec of the kind 'cohorts' (the folder's name), not the spec of 'retention'",
    );
  });
});
