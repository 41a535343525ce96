import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compileReport } from '../../../server/compiler/pipeline';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import type { Row } from '../../../server/warehouse/warehouse';
import { catalogWithout } from './support';

// member_activity (kind activeUsers) on the test warehouse against a direct count: for every day of
// the range, the distinct members with a login in the 1, 7 and 30 days ending that day (by platform,
// and over all platforms for the totals row), summed and divided by the days. Whichever source the
// compiler reads (the fact's days as bits, month masks of the fact or of the members' active days by
// month, the range counts, or the members counted in windows of days ending on each day), the
// figures are these.
let warehouse: DuckWarehouse;
/** Every rollup: the rows and the totals row read the members counted in windows of days. */
let service: ReportService;
/** A warehouse without the window counts: the fact, the members' active days by month or the range counts. */
let older: ReportService;
let raw: ReportService;
let sites: number[];

const WINDOWS = ['rollup_login_windows_platform', 'rollup_login_windows_site'];


beforeAll(async () => {
  warehouse = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true, connections: 2 });
  service = await createReportService(warehouse, { cache: false });
  // the warehouse as one built before the window counts were declared: its catalog without them
  older = await createReportService(catalogWithout(warehouse, WINDOWS), { cache: false });
  raw = await createReportService(warehouse, { cache: false, useRollups: false });
  sites = (await warehouse.query('SELECT site_id FROM dim_site ORDER BY 1')).map((r) => Number(r.site_id));
});
afterAll(async () => { await warehouse?.close(); });

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The figures by the definition, one day at a time: `platform` null for every platform at once. A
 * platform nobody was active on has no row; every platform at once always has one, each day of the
 * range measured whether anyone was active or not (a period without an active member: averages of
 * 0 over its days, stickiness, 0 ÷ 0, none).
 */
async function direct(from: string, to: string, siteIds: readonly number[], byPlatform: boolean): Promise<Map<number | null, Row>> {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const g = byPlatform ? 'a.platform_code' : 'NULL::TINYINT';
  const join = byPlatform ? 'JOIN' : 'LEFT JOIN';
  const rows = await warehouse.query(`WITH d AS (SELECT CAST(unnest(generate_series(DATE '${from}', DATE '${to}', INTERVAL 1 DAY)) AS DATE) AS t),
    a AS (SELECT DISTINCT member_id, platform_code, stat_date FROM fact_login WHERE site_id IN (${siteIds.join(', ')}) AND stat_date BETWEEN DATE '${from}' - 29 AND DATE '${to}'),
    w AS (SELECT ${g} AS platform, d.t,
      count(DISTINCT a.member_id) FILTER (WHERE a.stat_date = d.t) AS dau,
      count(DISTINCT a.member_id) FILTER (WHERE a.stat_date > d.t - 7) AS wau,
      count(DISTINCT a.member_id) AS mau
      FROM d ${join} a ON a.stat_date BETWEEN d.t - 29 AND d.t GROUP BY ALL)
    SELECT platform, CAST(sum(dau) AS DOUBLE) / ${days} AS activity_dau, CAST(sum(wau) AS DOUBLE) / ${days} AS activity_wau, CAST(sum(mau) AS DOUBLE) / ${days} AS activity_mau
    FROM w GROUP BY ALL`);
  return new Map(rows.map((r) => [r.platform === null ? null : Number(r.platform), { ...r, activity_days: days, activity_stickiness: Number(r.activity_mau) === 0 ? null : Number(r.activity_dau) / Number(r.activity_mau) }]));
}

const FIELDS = ['activity_days', 'activity_dau', 'activity_wau', 'activity_mau', 'activity_stickiness'] as const;
const figures = (r: Record<string, unknown> | null | undefined) => Object.fromEntries(FIELDS.map((f) => [f, r ? (r[f] === null ? null : Number(r[f])) : undefined]));

async function check(from: string, to: string, siteIds: readonly number[] = sites, reads = service) {
  const now = Date.parse(`${service.dataEnd}T12:00:00Z`);
  const report = service.registry.report('member_activity');
  const request = { filters: { range: { preset: 'custom', from, to }, ...(siteIds === sites ? {} : { sites: siteIds }) } };
  const answer = await reads.run(report, request, { siteIds: sites }, now);
  const [rows, all] = await Promise.all([direct(from, to, siteIds, true), direct(from, to, siteIds, false)]);
  // every platform anyone was active on, each with the direct figures to the last bit
  expect(answer.res.map((r) => Number(r.platform_code)).sort()).toEqual([...rows.keys()].sort());
  for (const r of answer.res) expect({ platform: r.platform_code, ...figures(r) }).toEqual({ platform: r.platform_code, ...figures(rows.get(Number(r.platform_code))) });
  expect(figures(answer.totals)).toEqual(figures(all.get(null)));
  // the tables the statements read: the rows' and the totals row's
  return [...new Set(compileReport(report, request, { siteIds: sites }, reads.context(now)).steps.flatMap((s) => s.reads))].sort();
}

describe('member activity against a direct count of each day, from the members counted in windows of days', () => {
  const READS = ['rollup_login_windows_platform', 'rollup_login_windows_site'];

  it('over two years, the rows by platform and the totals row (each member once whatever its platforms) read the window counts only', async () => {
    expect(await check(shift(service.dataEnd, -729), service.dataEnd)).toEqual(READS);
    // more members than the platforms' rows counted once each: the totals row is no sum of them
    const answer = await service.run(service.registry.report('member_activity'), { filters: { range: { preset: 'custom', from: shift(service.dataEnd, -729), to: service.dataEnd } } }, { siteIds: sites }, Date.parse(`${service.dataEnd}T12:00:00Z`));
    expect(answer.meta.source).toEqual(['rollup_login_windows_platform']);
    expect(Number(answer.totals!.activity_mau)).toBeLessThan(answer.res.reduce((n, r) => n + Number(r.activity_mau), 0));
  });

  it('over a short range, and across a February, for some sites only', async () => {
    expect(await check(shift(service.dataEnd, -6), service.dataEnd)).toEqual(READS);
    expect(await check('2025-02-20', '2025-03-03', sites.filter((s) => s % 3 !== 0))).toEqual(READS);
    expect(await check(shift(service.dataEnd, 0), service.dataEnd, sites.slice(0, 2))).toEqual(READS);
  });

  it('over a range starting before the first day with data (days without data measured, counting nobody)', async () => {
    const start = String((await warehouse.query('SELECT min(stat_date) AS d FROM fact_login'))[0].d);
    expect(await check(shift(start, -20), shift(start, 40))).toEqual(READS);
    expect(await check(shift(start, -45), shift(start, 3), sites.slice(1, 4))).toEqual(READS);
  });

  it('over a range wholly before the first day with data: no platform, and a totals row of nobody over the days measured', async () => {
    const start = String((await warehouse.query('SELECT min(stat_date) AS d FROM fact_login'))[0].d);
    for (const reads of [service, older, raw]) {
      await check(shift(start, -40), shift(start, -29), sites, reads);
      const answer = await reads.run(service.registry.report('member_activity'), { filters: { range: { preset: 'custom', from: shift(start, -40), to: shift(start, -29) } } }, { siteIds: sites }, Date.parse(`${service.dataEnd}T12:00:00Z`));
      expect(answer.res).toEqual([]);
      expect(figures(answer.totals)).toEqual({ activity_days: 12, activity_dau: 0, activity_wau: 0, activity_mau: 0, activity_stickiness: null });
    }
  });

  it('a market filter keeps to the window counts (a site key), and without rollups the fact answers the same', async () => {
    const report = service.registry.report('member_activity');
    const market = String((await warehouse.query('SELECT site_currency AS c FROM dim_site GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1'))[0].c);
    const request = { filters: { range: { preset: 'custom', from: shift(service.dataEnd, -400), to: shift(service.dataEnd, -10) }, markets: [market] } };
    const now = Date.parse(`${service.dataEnd}T12:00:00Z`);
    const [rolled, facts] = await Promise.all([service.run(report, request, { siteIds: sites }, now), raw.run(report, request, { siteIds: sites }, now)]);
    expect(rolled.meta.source).toEqual(['rollup_login_windows_platform']);
    expect(facts.meta.source).toEqual(['fact_login']);
    expect(rolled.res.length).toBeGreaterThan(1);
    expect(rolled.res).toEqual(facts.res);
    expect(rolled.totals).toEqual(facts.totals);
  });
});

describe('member activity against a direct count of each day, on a warehouse without the window counts', () => {
  it('over two years from before the first day with data (month masks: of the fact by platform, of the members\' active days by month for the totals)', async () => {
    expect(await check(shift(service.dataEnd, -730), service.dataEnd, sites, older)).toEqual(['fact_login', 'rollup_login_activity']);
    // without rollups, the totals row's month masks come from the fact too
    expect(await check(shift(service.dataEnd, -400), shift(service.dataEnd, -250), sites, raw)).toEqual(['fact_login']);
  });

  it('over a recent range longer than 64 days (the range counts for the totals), and for some sites only', async () => {
    const to = shift(service.dataEnd, -3);
    expect(await check(shift(to, -99), to, sites, older)).toEqual(['fact_login', 'rollup_login_range_counts']);
    await check(shift(service.dataEnd, -200), shift(service.dataEnd, -120), sites.filter((s) => s % 3 === 1), older);
  });

  it('over a range shorter than 64 days (the fact\'s days as bits by platform, the range counts for the totals)', async () => {
    expect(await check(shift(service.dataEnd, -29), service.dataEnd, sites, older)).toEqual(['fact_login', 'rollup_login_range_counts']);
    await check(shift(service.dataEnd, -12), shift(service.dataEnd, -2), sites.slice(0, 3), older);
  });

  it('over a short range the range counts do not hold (the members\' active days by month for the totals), and across a February', async () => {
    expect(await check('2025-02-10', '2025-03-05', sites, older)).toEqual(['fact_login', 'rollup_login_activity']);
    await check('2025-01-20', '2025-04-02', sites, older);
  });
});

describe('member activity grouped by a site key', () => {
  it('reads the window counts by site, or (without them) the range counts or the members\' active days by month, for its rows too, with the figures of the fact', async () => {
    const base = service.registry.report('member_activity');
    // the same report by site: every column but the platform's, whose place the site's id takes
    const bySite = {
      ...base, query: { kind: 'activeUsers' as const, groupBy: 'site_id' as const }, chart: undefined, defaultSort: [{ field: 'site_id', dir: 'asc' as const }],
      columns: base.columns.map((c) => (c.field === 'platform_code' ? { field: 'site_id', pinned: true } : c)),
    };
    const now = Date.parse(`${service.dataEnd}T12:00:00Z`);
    const cases = [
      { range: { preset: 'custom', from: shift(service.dataEnd, -29), to: service.dataEnd }, reads: 'rollup_login_range_counts' },
      { range: { preset: 'custom', from: shift(service.dataEnd, -500), to: shift(service.dataEnd, -20) }, reads: 'rollup_login_activity' },
    ];
    for (const { range, reads } of cases) {
      const request = { filters: { range, sites: sites.filter((s) => s % 2 === 0) } };
      const [windows, rolled, facts] = await Promise.all([service.run(bySite, request, { siteIds: sites }, now), older.run(bySite, request, { siteIds: sites }, now), raw.run(bySite, request, { siteIds: sites }, now)]);
      expect(windows.meta.source).toEqual(['rollup_login_windows_site']);
      expect(rolled.meta.source).toEqual([reads]);
      expect(facts.meta.source).toEqual(['fact_login']);
      expect(rolled.res.length).toBe(sites.filter((s) => s % 2 === 0).length);
      expect(rolled.res).toEqual(facts.res);
      expect(rolled.totals).toEqual(facts.totals);
      expect(windows.res).toEqual(facts.res);
      expect(windows.totals).toEqual(facts.totals);
    }
  });
});
