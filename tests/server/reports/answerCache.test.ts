import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache, requestKey, scopeKey } from '../../../server/reports/answerCache';
import { ByteLru } from '../../../server/reports/byteLru';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { dashboardProfiles, dashboardViews } from '../../../server/reports/warmDashboards';
import { openReportFixture, type ReportFixture } from './support';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

describe('the answer key', () => {
  it('reads the request as its answer does: key order, lang and the base currency by name change nothing', () => {
    const a = requestKey({ filters: { range: { preset: 'prev7' }, grain: 'day' }, sort: [{ field: 'apv_bet', dir: 'desc' }], lang: 'en' });
    const b = requestKey({ sort: [{ dir: 'desc', field: 'apv_bet' }], filters: { grain: 'day', range: { preset: 'prev7' } }, lang: 'tw', currency: 'USD' });
    expect(a).toBe(b);
  });

  it('keeps apart what changes an answer: another sort order, page, currency or filter value', () => {
    const base = { filters: { range: { preset: 'prev7' } }, sort: [{ field: 'apv_bet', dir: 'desc' as const }, { field: 'site_name', dir: 'asc' as const }] };
    const keys = new Set([
      requestKey(base),
      requestKey({ ...base, sort: [...base.sort].reverse() }),
      requestKey({ ...base, page: { index: 1, size: 50 } }),
      requestKey({ ...base, currency: 'THB' }),
      requestKey({ ...base, filters: { range: { preset: 'prev30' } } }),
    ]);
    expect(keys.size).toBe(5);
  });

  it('keys the row scope by its set of sites and the contact right', () => {
    expect(scopeKey({ siteIds: [3, 1, 3], contact: false })).toBe(scopeKey({ siteIds: [1, 3] }));
    expect(scopeKey({ siteIds: [1, 3], contact: true })).not.toBe(scopeKey({ siteIds: [1, 3], contact: false }));
    expect(scopeKey({ siteIds: [1] })).not.toBe(scopeKey({ siteIds: [1, 3] }));
  });
});

describe('ByteLru', () => {
  it('keeps within its bytes, dropping the least recently used', async () => {
    const lru = new ByteLru<string>(1000, (v) => v.length);
    for (const k of ['a', 'b', 'c', 'd']) await lru.get(k, async () => k.repeat(120));
    await lru.get('a', async () => 'never');
    for (const k of ['e', 'f', 'g', 'h', 'i', 'j']) await lru.get(k, async () => k.repeat(120));
    const stats = lru.stats();
    expect(stats.bytes).toBeLessThanOrEqual(1000);
    expect(stats.bytes).toBe(stats.entries * 120);
    expect(stats.evictions).toBe(10 - stats.entries);
    // 'a' was read again after b, c and d: b and c left, a stayed
    expect(await lru.get('a', async () => 'again')).toBe('a'.repeat(120));
    expect(await lru.get('b', async () => 'again')).toBe('again');
  });

  it('reads a value asked twice at once once, and forgets a failed read', async () => {
    const lru = new ByteLru<number>(1000, () => 8);
    let reads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 20));
    expect(await Promise.all([lru.get('k', slow), lru.get('k', slow)])).toEqual([1, 1]);
    expect(lru.stats()).toMatchObject({ hits: 1, misses: 1, joined: 1 });
    await expect(lru.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await lru.get('bad', async () => 7)).toBe(7);
  });

  it('hands out but does not keep a value above an eighth of its bytes', async () => {
    const lru = new ByteLru<string>(800, (v) => v.length);
    expect(await lru.get('big', async () => 'x'.repeat(101))).toHaveLength(101);
    expect(lru.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe('answers of the report service through the cache', () => {
  let fx: ReportFixture;
  let cached: ReportService;
  let answers: AnswerCache;

  beforeAll(async () => {
    fx = await openReportFixture();
    answers = new AnswerCache();
    cached = await createReportService(fx.warehouse, { cache: false, answers, generation: 'load-1' });
  });
  afterAll(async () => { await fx?.warehouse.close(); });

  const siteCompare = () => cached.registry.reports.get('site_compare')!;
  const request = { filters: { range: { preset: 'prev30' } }, sort: [{ field: 'apv_bet', dir: 'desc' as const }] };
  const siteNames = async (siteIds: number[]) => (await fx.warehouse.query(`SELECT site_name FROM dim_site WHERE site_id IN (${siteIds.join(',')})`)).map((r) => String(r.site_name)).sort();

  it('never answers one scope with another scope\'s rows', async () => {
    // two scopes of disjoint sites, each answered first through the cache, then again
    const [a, b] = [fx.siteIds.slice(0, 2), fx.siteIds.slice(2, 5)];
    const before = answers.stats();
    const textA = String(await cached.answer(siteCompare(), request, { siteIds: a }, fx.now));
    const textB = String(await cached.answer(siteCompare(), request, { siteIds: b }, fx.now));
    const againA = String(await cached.answer(siteCompare(), request, { siteIds: a }, fx.now));
    const after = answers.stats();
    expect(after.misses - before.misses).toBe(2);
    expect(after.hits - before.hits).toBe(1);
    expect(againA).toBe(textA);
    const rowsOf = (text: string) => (JSON.parse(text) as { res: { site_name: string }[] }).res.map((r) => r.site_name).sort();
    expect(rowsOf(textA)).toEqual(await siteNames(a));
    expect(rowsOf(textB)).toEqual(await siteNames(b));
    // and each equals the answer computed without any cache
    expect(JSON.parse(textB)).toEqual({ ...await fx.service.run(siteCompare(), request, { siteIds: b }, fx.now), meta: expect.anything() });
  });

  it('keeps the masked and unmasked answers of one scope apart', async () => {
    const before = answers.stats();
    await cached.answer(siteCompare(), request, { siteIds: fx.siteIds, contact: true }, fx.now);
    await cached.answer(siteCompare(), request, { siteIds: fx.siteIds, contact: false }, fx.now);
    expect(answers.stats().misses - before.misses).toBe(2);
  });

  it('drops every kept answer when a new load is served, and keeps none of a request begun on the load before', async () => {
    const scope = { siteIds: fx.siteIds };
    await cached.answer(siteCompare(), request, scope, fx.now);
    const before = answers.stats();
    await cached.answer(siteCompare(), request, scope, fx.now);
    expect(answers.stats()).toMatchObject({ hits: before.hits + 1, generation: 'load-1' });
    const next = await createReportService(fx.warehouse, { cache: false, answers, generation: 'load-2' });
    expect(answers.stats().generation).toBe('load-1');
    answers.serve('load-2');
    expect(answers.stats()).toMatchObject({ loads: 1, generation: 'load-2', entries: 0 });
    // the previous load's service still answers, computed every time and never kept
    const figures = (answer: Buffer) => { const { meta: { ms: _ms, ...meta }, ...rest } = JSON.parse(String(answer)) as { meta: { ms: number } }; return { ...rest, meta }; };
    const old = figures(await cached.answer(siteCompare(), request, scope, fx.now));
    await cached.answer(siteCompare(), request, scope, fx.now);
    expect(answers.stats()).toMatchObject({ entries: 0, hits: before.hits + 1 });
    expect(figures(await next.answer(siteCompare(), request, scope, fx.now))).toEqual(old);
    expect(figures(await next.answer(siteCompare(), request, scope, fx.now))).toEqual(old);
    expect(answers.stats()).toMatchObject({ entries: 1, hits: before.hits + 2 });
  });
});

describe('the dashboards warmed at start', () => {
  let server: TestServer;
  let answers: AnswerCache;

  beforeAll(async () => {
    answers = new AnswerCache();
    server = await startTestServer({ answers, warmDashboards: true });
  });
  afterAll(async () => { await server?.close(); });

  it('keeps every group\'s opening dashboard; the provider\'s panels over HTTP are hits equal to the uncached answers', async () => {
    const { loadWarehouseLists } = await import('../../../server/auth/warehouseLists');
    const service = await createReportService(server.warehouse, { cache: false });
    const profiles = await dashboardProfiles(server.store, (await loadWarehouseLists(server.warehouse)).sites);
    const views = profiles.flatMap((p) => dashboardViews(service, p));
    expect(views.length).toBeGreaterThan(0);
    // the warm-up runs in the background after ready: wait until every view is kept
    const deadline = Date.now() + 60_000;
    while (answers.stats().entries < views.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(answers.stats().entries).toBe(views.length);

    // the provider's dashboard over HTTP: every panel a hit, equal to the uncached answer
    const token = await login(server.url, 'provider');
    const provider = profiles.find((p) => p.permitted.includes(70000))!;
    for (const view of dashboardViews(service, provider)) {
      const before = answers.stats().hits;
      const answer = await callApi(server.url, `/report/${view.report.id}`, { ...view.request, lang: 'tw' }, token);
      expect(answer.status, view.report.id).toBe(1);
      expect(answers.stats().hits, view.report.id).toBe(before + 1);
      const fresh = await service.run(view.report, view.request, provider.scope, Date.parse(`${service.dataEnd}T12:00:00Z`));
      expect({ ...answer.result, meta: null }).toEqual(JSON.parse(JSON.stringify({ ...fresh, meta: null })));
    }
  });
});
