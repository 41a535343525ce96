import { beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../../../src/engine/registry/buildRegistry';
import { compileReport, type CompileContext } from '../../../../server/compiler/pipeline';
import { loadRegistry } from '../../../../server/definitions/discover';

let registry: Registry;
const scope = { siteIds: [1, 2], contact: true };
const request = { filters: { site: 1, memberLevels: [2, 3] } };
const fields = ['member_id', 'member_username', 'reg_date'];

beforeAll(async () => { registry = await loadRegistry(); });

const compileExport = (dialect: 'duckdb' | 'clickhouse') => {
  const ctx: CompileContext = { registry, catalog: new Map(), today: '2026-11-22', dataEnd: '2026-11-21', dialect };
  return compileReport(registry.report('member_search'), request, scope, ctx, true);
};

describe("a list's rows by key", () => {
  it("renders an export's chunk once per request: a later chunk binds only its keys, and equals a chunk rendered on its own", () => {
    const chunks = [[5, 7, 9, 11], [12, 40], [41, 42, 43]];
    const reads = compileExport('duckdb').rowsByKey!;
    const viaTemplate = chunks.map((keys) => reads(keys, fields).statement);
    for (const [i, keys] of chunks.entries()) {
      const alone = compileExport('duckdb').rowsByKey!(keys, fields).statement;
      expect(viaTemplate[i]).toEqual(alone);
      expect(viaTemplate[i].params.filter((v) => v === keys)).toHaveLength(1);
    }
    expect(new Set(viaTemplate.map((s) => s.sql)).size).toBe(1);
  });

  it("renders a grid page's keys (no fields) with the page, each bound on its own", () => {
    const reads = compileExport('duckdb').rowsByKey!;
    expect(reads([901, 902]).statement.params).toEqual(expect.arrayContaining([901, 902]));
    expect(reads([908]).statement.params).toEqual(expect.arrayContaining([908]));
    expect(reads([908]).statement.params).not.toContain(901);
  });

  it('renders each chunk where keys are bound into the SQL (ClickHouse)', () => {
    const reads = compileExport('clickhouse').rowsByKey!;
    const a = reads([5, 7], fields).statement.sql;
    const b = reads([12, 40], fields).statement.sql;
    expect(a).toContain('7');
    expect(b).toContain('40');
    expect(a).not.toBe(b);
  });
});
