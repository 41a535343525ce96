import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import { compileReport, type CompileContext } from '../../../server/compiler/pipeline';
import { CompileError } from '../../../server/compiler/errors';
import { activityTable, rollupTable, spanTable } from '../../../server/semantic/tables';
import { loadRegistry } from '../../../server/definitions/discover';
import { sampleFilters } from '../../../src/engine/report/sampleFilters';
import { formatSql } from '../../support/formatSql';
import { declaredRollupTables } from '../../../server/warehouse/derivedTables';
import { planLines } from '../../../server/compiler/planText';
import type { Statement } from '../../../server/compiler/types';
import { memoryApart, PART_NAMES } from '../../../server/compiler/statement';
import { Params } from '../../../server/compiler/sql/params';
import { LiteralParams, QueryParams } from '../../../server/compiler/dialect/clickhouse/literals';

let registry: Registry;
let ctx: CompileContext;
let planCtx: CompileContext;
let spansCtx: CompileContext;
const scope = { siteIds: [1, 2, 3] };

beforeAll(async () => {
  registry = await loadRegistry();
  // every declared rollup present, sized by how many dimensions it keeps (member-level ones the largest)
  const catalog = new Map<string, number>();
  for (const model of registry.models.values()) {
    for (const r of model.rollups ?? []) catalog.set(rollupTable(model, r), r.dimensions.includes('member_id') ? 1e7 : 10 ** r.dimensions.length);
    if (model.activity) catalog.set(activityTable(model), 1e6);
  }
  ctx = { registry, catalog, today: '2026-11-22', dataEnd: '2026-11-22' };
  // the plans: with every other derived table the models declare too (members' days by previous day, window counts,
  // the promotions' tables), as a loaded warehouse has them
  const derived = new Map(catalog);
  for (const table of (await declaredRollupTables()).keys()) if (!derived.has(table)) derived.set(table, 1e5);
  planCtx = { ...ctx, catalog: derived };
  // with the members' spans as a loaded warehouse has them (a current ClickHouse reads them: its distinct members over long ranges)
  const withSpans = new Map(catalog);
  for (const model of registry.models.values()) for (const s of model.spans ?? []) withSpans.set(spanTable(model, s.dimensions), 1e6);
  spansCtx = { ...ctx, catalog: withSpans };
});

/** A step's statement as the snapshots keep it: its SQL (each statement apart after its part's name), values, the web tier's finish and what runs instead past its limit. */
function stepText(s: Statement, check?: (s: Statement) => void): string[] {
  const apart = memoryApart(s) ?? s.union;
  if (apart) return apart.flatMap((u) => [`-- part ${PART_NAMES[u.part]}`, ...stepText(u.statement, check)]);
  check?.(s);
  const instead = s.instead && `-- instead above ${s.instead.above} rows: ${s.instead.statement.union ? `the ${s.instead.statement.union.map((u) => PART_NAMES[u.part]).join(' and ')} statements apart` : 'another statement'}`;
  return [formatSql(s.sql), ...(s.params.length ? [`-- params: ${JSON.stringify(s.params)}`] : []), ...(s.finish ? [`-- finish: ${JSON.stringify(s.finish)}`] : []), ...(instead ? [instead] : [])];
}

describe('compiled SQL', () => {
  it('lays snapshots out one clause per line, changing only whitespace outside quotes', () => {
    const sql = `WITH a AS (SELECT x, count(*) FILTER (WHERE y = 'a  FROM b') AS n FROM t f LEFT JOIN d ON d.k = f.k WHERE f.s IN (SELECT s FROM u) GROUP BY ALL)\nSELECT * FROM a ORDER BY n DESC LIMIT $1`;
    const text = formatSql(sql);
    expect(text.replace(/\s+/g, '')).toBe(sql.replace(/\s+/g, ''));
    expect(text).toContain("'a  FROM b'");
    expect(text.split('\n')).toEqual([
      'WITH a AS (',
      "  SELECT x, count(*) FILTER (WHERE y = 'a  FROM b') AS n",
      '  FROM t f',
      '  LEFT JOIN d ON d.k = f.k',
      '  WHERE f.s IN (',
      '    SELECT s',
      '    FROM u',
      '  )',
      '  GROUP BY ALL',
      ')',
      'SELECT *',
      'FROM a',
      'ORDER BY n DESC',
      'LIMIT $1',
    ]);
  });

  // the steps that run where no table is held in memory (a step read from memory where it can be is shown by what it runs past its limit)
  it('matches the snapshot of every report: the steps that run (DuckDB dialect)', async () => {
    for (const report of registry.reports.values()) {
      const compiled = compileReport(report, { filters: sampleFilters(report) }, scope, ctx);
      const text = [`-- ${report.id}: sources ${compiled.sources.join(', ')}`, ...compiled.steps.flatMap((step) => [`-- step ${step.name}`, ...stepText(step.statement)])].join('\n');
      await expect(text).toMatchFileSnapshot(`__snapshots__/${report.id}.duckdb.sql`);
    }
  });

  it('keeps every report\'s plan on its defaults: the steps that run, their parts, and the executors offered each (DuckDB)', async () => {
    for (const report of registry.reports.values()) {
      const request = { filters: sampleFilters(report) };
      const compiled = compileReport(report, request, scope, planCtx);
      const text = [`${report.id} ${JSON.stringify(request)}`, ...planLines(compiled, { dialect: 'duckdb', exact: true }), ''].join('\n');
      await expect(text).toMatchFileSnapshot(`__snapshots__/${report.id}.plan.txt`);
    }
  });

  // the form for 18.16 (Debian's cluster), and the current one (23 and later: chDB 26 in the tests) with windows and pages in SQL
  // 18.16 has its values written as literals; a current server binds them by name ({p1:Int64}: each placeholder's value is there)
  // the steps that run where no table is held in memory: a step read from memory where it can be is shown by its statements apart
  it.each([['clickhouse', '18.16.1'], ['clickhouse-current', '26.7.1.1']])('matches the snapshot of every report: the steps that run (%s dialect, server %s)', async (name, serverVersion) => {
    for (const report of registry.reports.values()) {
      const compiled = compileReport(report, { filters: sampleFilters(report) }, scope, { ...spansCtx, dialect: 'clickhouse', serverVersion });
      const placed = (s: Statement) => {
        const at = [...s.sql.matchAll(/\{p(\d+):[^}]+\}/g)].map((m) => Number(m[1]));
        if (name === 'clickhouse') expect([s.params, at], report.id).toEqual([[], []]);
        else expect(Math.max(0, ...at), report.id).toBeLessThanOrEqual(s.params.length);
      };
      const text = [
        `-- ${report.id}: sources ${compiled.sources.join(', ')}`,
        ...compiled.steps.flatMap((step) => [`-- step ${step.name}`, ...stepText(step.statement, placed)]),
      ].join('\n');
      await expect(text).toMatchFileSnapshot(`__snapshots__/${report.id}.${name}.sql`);
    }
  });

  // a grid's first page on a current ClickHouse: its totals row one more group of the rows' own parts (GROUPING SETS), where they
  // are exact over every row and the tables held in memory may not answer the totals' own relation; else that statement
  // (a distinct count stored by day is exact only for a day: member deposits by day)
  it('carries the totals row in the rows\' statement on a current ClickHouse only where the rows\' parts are exact over every row', () => {
    const current = { ...ctx, dialect: 'clickhouse' as const, serverVersion: '26.7.1.1' };
    const carried: string[] = [];
    for (const report of registry.reports.values()) {
      if (report.query.kind !== 'model') continue;
      const compiled = compileReport(report, { filters: sampleFilters(report) }, scope, current);
      const packed = compiled.steps.find((s) => s.statement.packedTotals);
      if (!packed) continue;
      carried.push(report.id);
      expect(compiled.steps.map((s) => s.name), report.id).toEqual(['pageAndChart']);
      expect(packed.statement.sql, report.id).toMatch(/GROUP BY GROUPING SETS \(\(.+\), \(\)\)/);
      // the rows' windows are within the rows, not over the totals row too
      expect(packed.statement.sql, report.id).not.toMatch(/OVER \(\)/);
    }
    expect(carried.length).toBeGreaterThan(5);
    expect(carried).not.toContain('member_deposit');
    const byDay = registry.reports.get('member_deposit')!;
    expect(compileReport(byDay, { filters: sampleFilters(byDay) }, scope, current).steps.map((s) => s.name)).toEqual(['pageAndChart', 'totals']);
  });

  // a dialect builds nothing for another executor: a model query's SQL (and the values it binds) is printed when a statement is
  // first read, so a request the tables held in memory answer prints none, on every dialect; so too the kinds memory answers
  it('prints a model query\'s SQL, and a kind\'s memory answers, only when a statement is read, on every dialect', () => {
    const printedWhenRead = new Set(['model', 'funnel', 'activeUsers']);
    const binders = [Params, LiteralParams, QueryParams].flatMap((c) => (['add', 'date', 'list', 'keySet'] as const).map((m) => vi.spyOn(c.prototype, m)));
    const bound = () => binders.reduce((n, b) => n + b.mock.calls.length, 0);
    try {
      for (const dialect of [{}, { dialect: 'clickhouse' as const, serverVersion: '18.16.1' }, { dialect: 'clickhouse' as const, serverVersion: '26.7.1.1' }]) {
        let printed = 0;
        for (const report of registry.reports.values()) {
          if (!printedWhenRead.has(report.query.kind) || report.list) continue;
          const before = bound();
          const compiled = compileReport(report, { filters: sampleFilters(report) }, scope, { ...planCtx, ...dialect });
          expect(bound() - before, `${report.id} on ${JSON.stringify(dialect)}`).toBe(0);
          const statement = compiled.steps[0].statement;
          void (memoryApart(statement)?.[0].statement.sql ?? statement.sql);
          if (bound() > before) printed++;
        }
        // and printing a statement binds its values (the spies see the binders at work)
        expect(printed, JSON.stringify(dialect)).toBeGreaterThan(20);
      }
    } finally {
      for (const b of binders) b.mockRestore();
    }
  });

  // distinct members by a span's keys over a long range no member straddles: the span's rows alone, not the fact's days;
  // a short range, or one amid the data (its straddling members would be checked on the fact), reads the fact
  it('reads members\' spans on a current ClickHouse only over a long range no member straddles', () => {
    const current = { ...spansCtx, dataStart: '2024-10-01', dialect: 'clickhouse' as const, serverVersion: '26.7.1.1' };
    const report = registry.reports.get('osw_recap')!;
    const compiled = (from: string, to: string, dialect: object = current) => compileReport(report, { filters: { ...sampleFilters(report), range: { preset: 'custom', from, to } } }, scope, { ...current, ...dialect });
    const rows = (from: string, to: string) => compiled(from, to).steps.find((s) => s.name === 'pageAndChart')!.statement.sql;
    // the plan's text says where each period's distinct members are read from, as the dialect reads them
    const said = (from: string, to: string, dialect?: object) => planLines(compiled(from, to, dialect), { dialect: 'clickhouse', exact: true }).find((l) => l.includes('gm_dau by'))!;
    const distinct = /uniqExact\(f\.member_id\)/;
    for (const [from, to] of [['2024-11-23', '2026-11-22'], ['2024-10-01', '2025-09-30'], ['2025-06-01', '2026-11-21']]) {
      const sql = rows(from, to);
      expect(sql, `${from}..${to}`).toContain('FROM "rollup_gaming_span_game_brand_code" AS f');
      expect(sql, `${from}..${to}`).not.toMatch(distinct);
      expect(said(from, to), `${from}..${to}`).toContain("from rollup_gaming_span_game_brand_code (members' spans)");
    }
    for (const [from, to] of [['2026-10-23', '2026-11-21'], ['2025-03-01', '2026-02-28'], ['2024-11-01', '2026-11-20']]) {
      const sql = rows(from, to);
      expect(sql, `${from}..${to}`).not.toContain('rollup_gaming_span');
      expect(sql, `${from}..${to}`).toMatch(distinct);
      expect(said(from, to), `${from}..${to}`).toContain('from fact_game_day (raw facts');
    }
    // DuckDB reads a year amid the data from the span, checking the members who may straddle it on the fact
    const duck = { dialect: 'duckdb' as const, serverVersion: undefined };
    expect(said('2025-03-01', '2026-02-28', duck)).toContain("from rollup_gaming_span_game_brand_code (members' spans; those who may straddle the range from fact_game_day)");
    expect(said('2025-10-01', '2025-10-30', duck)).toContain('from fact_game_day (raw facts');
  });

  it('binds the row scope into every model read', () => {
    for (const report of registry.reports.values()) {
      const page = compileReport(report, { filters: sampleFilters(report) }, { siteIds: [7] }, ctx).print({ op: 'page' });
      const reads = page.sql.match(/ FROM "(fact_|rollup_|dim_member")/g) ?? [];
      const scoped = page.sql.match(/site_id" IN \(\$\d+\)|f\.site_id IN \(\$\d+\)/g) ?? [];
      expect(scoped.length, report.id).toBeGreaterThanOrEqual(reads.length);
      expect(page.params, report.id).toContain(7);
    }
  });

  it('writes the row scope into every fact and rollup read on ClickHouse', () => {
    for (const report of registry.reports.values()) {
      const page = compileReport(report, { filters: sampleFilters(report) }, { siteIds: [7] }, { ...ctx, dialect: 'clickhouse' }).print({ op: 'page' });
      const reads = page.sql.match(/ FROM ("?(fact_|rollup_)|"dim_member" AS f)/g) ?? [];
      const scoped = page.sql.match(/site_id"? IN \(7\)/g) ?? [];
      expect(reads.length, report.id).toBeGreaterThan(0);
      expect(scoped.length, report.id).toBeGreaterThanOrEqual(reads.length);
    }
  });

  it('binds the row scope into every fact and rollup read on current ClickHouse', () => {
    for (const report of registry.reports.values()) {
      const page = compileReport(report, { filters: sampleFilters(report) }, { siteIds: [7] }, { ...ctx, dialect: 'clickhouse', serverVersion: '26.7.1.1' }).print({ op: 'page' });
      const reads = page.sql.match(/ FROM ("?(fact_|rollup_)|"dim_member" AS f)/g) ?? [];
      const scoped = [...page.sql.matchAll(/site_id"? IN \(\{p(\d+):Int64\}\)/g)];
      expect(reads.length, report.id).toBeGreaterThan(0);
      expect(scoped.length, report.id).toBeGreaterThanOrEqual(reads.length);
      for (const [, n] of scoped) expect(page.params[Number(n) - 1], report.id).toBe(7);
      expect(page.sql, report.id).not.toMatch(/site_id"? IN \(7\)/);
      // and a conjunct of its WHERE: no OR there outside parentheses (a read of several models' days ORs them)
      expect(topLevelOrs(page.sql), report.id).toEqual([]);
    }
  });

  it('answers a site report from a site-level rollup, never the raw fact', () => {
    // by day, daily distinct counts are the site × day rollups' exact ones, summed across sites
    const daily = compileReport(registry.report('site_trend'), {}, scope, ctx);
    expect(daily.sources).toEqual(['rollup_registration_site_day', 'rollup_gaming_site_day', 'rollup_transaction_site_day', 'rollup_bonus_site_day']);
    expect(daily.print({ op: 'page' }).sql).toContain('sum(f."gm_dau")');
    // by month, a member active on two days of a month must count once: member-level rows
    const monthly = compileReport(registry.report('site_trend'), { filters: { grain: 'month' } }, scope, ctx);
    expect(monthly.sources).toContain('rollup_gaming_member_day');
    expect(monthly.sources).not.toContain('rollup_gaming_site_day');
    expect(monthly.sources).not.toContain('rollup_gaming_activity');
    expect(monthly.sources).not.toContain('fact_game_day');
    // over a period, distinct members come from their active days by month; sums from the site × day rollups
    const period = compileReport(registry.report('site_compare'), {}, scope, ctx);
    expect(period.sources).toEqual(expect.arrayContaining(['rollup_gaming_activity', 'rollup_gaming_site_day', 'rollup_transaction_activity', 'rollup_transaction_site_day']));
    expect(period.sources.some((s) => s.startsWith('fact_') || s.endsWith('_member_day'))).toBe(false);
    expect(daily.print({ op: 'totals' }).sql).toContain('"rollup_gaming_activity"');
  });

  it('reads raw facts when rollups are turned off', () => {
    const compiled = compileReport(registry.report('site_trend'), {}, scope, { ...ctx, useRollups: false });
    expect(compiled.sources.every((s) => !s.startsWith('rollup_'))).toBe(true);
  });
});

describe('what reaches SQL', () => {
  const probe = "THB') OR 1=1; DROP TABLE dim_site; --";

  it('binds filter values as parameters, never as text', () => {
    const page = compileReport(registry.report('game_retention'), { filters: { gameKinds: [probe] } }, scope, ctx).print({ op: 'page' });
    expect(page.sql).not.toContain('DROP TABLE');
    expect(page.params).toContain(probe);
  });

  it('refuses a sort field that is not a column', () => {
    expect(() => compileReport(registry.report('site_compare'), { sort: [{ field: 'site_id; DROP TABLE x', dir: 'asc' }] }, scope, ctx)).toThrow(CompileError);
  });

  it('refuses a filter key the report does not declare', () => {
    expect(() => compileReport(registry.report('site_compare'), { filters: { memberPhone: '1' } }, scope, ctx)).toThrow(/unknown filter/);
  });

  it('refuses a single site outside the operator scope with 8046', () => {
    try {
      compileReport(registry.report('trans_3party'), { filters: { site: 99 } }, scope, ctx);
      expect.unreachable();
    } catch (e) {
      expect((e as CompileError).status).toBe(8046);
    }
  });

  it('narrows a single-site report to the one site picked, the first in scope by default', () => {
    const page = compileReport(registry.report('trans_3party'), {}, scope, ctx).print({ op: 'page' });
    expect(page.params).toContain(1);
    expect(page.params).not.toContain(2);
  });
});

/** WHERE clauses of `sql` with an OR outside parentheses (quoted text skipped), each from its WHERE. */
function topLevelOrs(sql: string): string[] {
  const found: string[] = [];
  for (let at = sql.indexOf('WHERE '); at >= 0; at = sql.indexOf('WHERE ', at + 1)) {
    let depth = 0;
    for (let i = at + 6; i < sql.length; i++) {
      const c = sql[i];
      if (c === "'" || c === '"') i = sql.indexOf(c, i + 1);
      else if (c === '(') depth++;
      else if (c === ')' && --depth < 0) break;
      else if (depth === 0 && /^\s(GROUP BY|ORDER BY|LIMIT|SETTINGS|UNION|HAVING)\s/.test(sql.slice(i, i + 10))) break;
      else if (depth === 0 && sql.startsWith(' OR ', i)) {
        found.push(sql.slice(at, i + 4));
        break;
      }
    }
  }
  return found;
}
