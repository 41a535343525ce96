import { describe, expect, it } from 'vitest';
import { hasQueryKind } from '../../../../src/engine/kinds/registry';
import { kindNames } from '../../../../server/compiler/kinds/discover';
import { loadRegistry } from '../../../../server/definitions/discover';

describe('named kinds found by convention', () => {
  it('finds a folder per kind (kinds/<kind>/kind.ts), each with an engine spec, and every kind a report uses', async () => {
    const found = kindNames();
    expect(found).toEqual(expect.arrayContaining(['activeUsers', 'funnel', 'memberGroups', 'memberList', 'promoEffect', 'promoRecap', 'relatedGroups', 'retention']));
    for (const kind of found) expect(hasQueryKind(kind), kind).toBe(true);
    const registry = await loadRegistry();
    const used = new Set([...registry.reports.values()].flatMap((r) => [r.query, ...(r.sections ?? []).map((s) => s.query ?? r.query)]).map((q) => q.kind).filter((k) => k !== 'model'));
    for (const kind of used) expect(found, kind).toContain(kind);
  });
});
