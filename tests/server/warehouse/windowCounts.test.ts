import { describe, expect, it } from 'vitest';
import { loadModelModules } from '../../../server/definitions/discover';
import { windowColumn, windowCountsTable } from '../../../server/semantic/tables';
import { windowCountsSelect, windowCountsSql } from '../../../server/warehouse/windowCounts';
import type { ModelDefinition, WindowCountsDef } from '../../../src/engine/definition/model';
import { MODEL_CHECKS } from '../../../src/engine/validate/modelChecks';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { q, one } = useTestWarehouse();

async function declarations(): Promise<{ model: ModelDefinition; def: WindowCountsDef }[]> {
  const models = Object.values(await loadModelModules());
  return models.flatMap((model) => (model.windowCounts ?? []).map((def) => ({ model, def })));
}

/**
 * The counts by the definition, one day at a time: for each day from the fact's first to 31 days
 * past its last, the distinct members counted on any of the W days ending that day, by the
 * declaration's dimensions (read through the model's joins), where the longest window counts anyone.
 */
function directSql(model: ModelDefinition, def: WindowCountsDef): string {
  const time = `f.${model.timeColumn}`;
  const joins = [...new Set(def.dimensions.flatMap((d) => (model.dimensions[d].join ? [model.dimensions[d].join!] : [])))]
    .map((j) => `LEFT JOIN ${model.joins![j].table} ${j} ON ${j}.${model.joins![j].key} = ${model.joins![j].to}`).join(' ');
  const measure = model.measures[def.measure] as { sql: string; where?: string };
  const longest = Math.max(...def.days);
  return `WITH a AS (SELECT DISTINCT ${def.dimensions.map((d) => `${model.dimensions[d].sql} AS ${d}`).join(', ')}, ${measure.sql} AS m, ${time} AS day
      FROM ${model.table} f ${joins} WHERE ${measure.sql} IS NOT NULL${measure.where ? ` AND (${measure.where})` : ''}),
    d AS (SELECT CAST(unnest(generate_series((SELECT min(day) FROM a), (SELECT max(day) FROM a) + 31, INTERVAL 1 DAY)) AS DATE) AS t)
    SELECT ${def.dimensions.map((x) => `a.${x}`).join(', ')}, d.t AS ${model.timeColumn},
      ${def.days.map((w) => `count(DISTINCT a.m) FILTER (WHERE a.day > d.t - ${w}) AS ${windowColumn(def.measure, w)}`).join(', ')}
    FROM d JOIN a ON a.day BETWEEN d.t - ${longest - 1} AND d.t GROUP BY ALL`;
}

async function same(table: string, other: string, keys: string[], counts: string[]) {
  return one(`WITH a AS (SELECT * FROM ${table}), b AS (${other})
    SELECT (SELECT count(*) FROM a) AS built, (SELECT count(*) FROM b) AS expected,
      count(*) FILTER (WHERE ${counts.map((c) => `a.${c} IS DISTINCT FROM b.${c}`).join(' OR ')}) AS differ
    FROM a FULL JOIN b ON ${keys.map((k) => `a.${k} IS NOT DISTINCT FROM b.${k}`).join(' AND ')}`);
}

describe('members counted in windows of days ending on each day', () => {
  it('hold, for every day and dimension values (by site and platform, by site alone), the direct distinct count of each window', async () => {
    const all = await declarations();
    expect(all.map(({ model, def }) => windowCountsTable(model, def))).toEqual(expect.arrayContaining(['rollup_login_windows_platform', 'rollup_login_windows_site']));
    for (const { model, def } of all) {
      const table = windowCountsTable(model, def);
      const counts = def.days.map((w) => windowColumn(def.measure, w));
      const r = await same(table, directSql(model, def), [...def.dimensions, model.timeColumn!], counts);
      expect({ table, ...r }).toEqual({ table, built: r.expected, expected: r.expected, differ: 0 });
      expect(Number(r.built)).toBeGreaterThan(0);
    }
    // a member logging in on two platforms counts once for its site: the site's counts are below the platforms' sum on some day
    const [split] = await q(`SELECT count(*) AS days FROM rollup_login_windows_site s JOIN (SELECT site_id, stat_date, sum(login_dau_30d) AS n
      FROM rollup_login_windows_platform GROUP BY ALL) p USING (site_id, stat_date) WHERE s.login_dau_30d < p.n`);
    expect(Number(split.days)).toBeGreaterThan(0);
  });

  it('are the same read from the fact as from the members\' active days by month', async () => {
    const { model, def } = (await declarations()).find(({ model: m, def: d }) => m.activity && d.dimensions.length === m.activity.dimensions.length)!;
    const fromFact = windowCountsSql({ ...model, activity: undefined }, def).replace(/^CREATE OR REPLACE TABLE "[^"]+" AS /, '');
    expect(fromFact).toMatch(/FROM "fact_login" f/);
    const r = await same(windowCountsTable(model, def), fromFact, [...def.dimensions, model.timeColumn!], def.days.map((w) => windowColumn(def.measure, w)));
    expect(r).toEqual({ built: r.expected, expected: r.expected, differ: 0 });
  });

  it('from a day on (a load\'s refresh) equal the whole table\'s rows of those days, reading only the months that can reach them', async () => {
    const { model, def } = (await declarations()).find(({ def: d }) => d.dimensions.length > 1)!;
    const table = windowCountsTable(model, def);
    const counts = def.days.map((w) => windowColumn(def.measure, w));
    const bounds = await one(`SELECT CAST(min(stat_date) AS VARCHAR) AS lo, CAST(max(stat_date) AS VARCHAR) AS hi FROM ${model.table}`);
    const lo = String(bounds.lo);
    const hi = String(bounds.hi);
    const add = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    // a month's first day (the month before reached by its last days), a day mid-month, the warehouse's last day and the day after it
    const days = [`${add(lo, 70).slice(0, 7)}-01`, add(lo, 45), hi, add(hi, 1)];
    for (const day of days) {
      const select = windowCountsSelect(model, def, day);
      const r = await same(`(SELECT * FROM ${table} WHERE stat_date >= DATE '${day}')`, select, [...def.dimensions, model.timeColumn!], counts);
      expect({ day, ...r }).toEqual({ day, built: r.expected, expected: r.expected, differ: 0 });
    }
    // the months read: the day's month, and the month before only where its last login reaches the day within the longest window
    const longest = Math.max(...def.days);
    expect(windowCountsSelect(model, def, '2026-03-31')).toContain(">= DATE '2026-03-01'");
    expect(windowCountsSelect(model, def, '2026-03-01')).toContain(`>= DATE '${longest > 29 ? '2026-01-01' : '2026-02-01'}'`);
  });

  it('are declared over dimensions of the model keeping the site, a distinct count of members and windows of 1 to 32 days', async () => {
    const login = (await declarations()).find(({ model }) => model.id === 'login')!.model;
    const bad = { ...login, windowCounts: [{ id: 'x', dimensions: ['platform_code', 'nope'], measure: 'login_count', days: [0, 7], sumsAcross: ['site_id'] }] };
    expect(MODEL_CHECKS.windowCountMembers(bad)).toEqual([
      'windowCounts.0.dimensions must keep site_id (row scope)',
      "windowCounts.0.dimensions names 'nope', not a dimension",
      "windowCounts.0.sumsAcross names 'site_id', not a dimension of the window counts",
      "windowCounts.0.measure 'login_count' is not a distinct count of members",
      'windowCounts.0.days 0 is not a whole number of days from 1 to 32',
    ]);
    expect(MODEL_CHECKS.windowCountMembers(login)).toEqual([]);
  });
});
