import { describe, expect, it } from 'vitest';
import { buildRequest, sortFromGrid } from '../../../src/engine/request/buildRequest';
import { cleanFilters } from '../../../src/engine/request/cleanFilters';
import { filterDefaults } from '../../../src/engine/filters/filterDefaults';
import { recorded } from './support/recordedNode';

const trend = recorded('site_trend').view;
const compare = recorded('site_compare').view;
const promo = recorded('promo_cost').view;

describe('cleanFilters', () => {
  it('drops empty pickers, unknown keys and the dates of a preset range', () => {
    expect(cleanFilters(trend.filters, { range: { preset: 'prev7', from: '2026-01-01', to: '2026-01-02' }, sites: [], markets: undefined, grain: 'week', bogus: 1 }))
      .toEqual({ range: { preset: 'prev7' }, grain: 'week' });
  });
  it('keeps the dates of a custom range', () => {
    expect(cleanFilters(trend.filters, { range: { preset: 'custom', from: '2026-01-01', to: '2026-01-31' } }))
      .toEqual({ range: { preset: 'custom', from: '2026-01-01', to: '2026-01-31' } });
  });
});

describe('buildRequest', () => {
  it('pages a remote report and sorts by the grid, at most three fields', () => {
    const r = buildRequest(trend, {
      filters: { range: { preset: 'prev30' }, metrics: ['apv_bet'] }, page: { index: 2, size: 100 },
      sort: [{ colId: 'apv_bet', sort: 'desc' }, { colId: 'site_name', sort: 'asc' }, { colId: 'gm_dau', sort: 'asc' }, { colId: 'reg_dau', sort: 'asc' }],
    });
    expect(r.page).toEqual({ index: 2, size: 100 });
    expect(r.sort).toEqual([{ field: 'apv_bet', dir: 'desc' }, { field: 'site_name', dir: 'asc' }, { field: 'gm_dau', dir: 'asc' }]);
  });
  it('leaves the page out of a local report and falls back to its default sort', () => {
    const r = buildRequest(compare, { filters: { range: { preset: 'prev30' } }, page: { index: 1, size: 20 } });
    expect(r.page).toBeUndefined();
    expect(r.sort).toEqual([{ field: 'apv_bet', dir: 'desc' }]);
  });
  it('carries currency and language for exports, and only valid ones', () => {
    expect(buildRequest(compare, { filters: {}, currency: 'THB', lang: 'tw' })).toMatchObject({ currency: 'THB', lang: 'tw' });
    const r = buildRequest(compare, { filters: {}, currency: 'baht', lang: 'fr' });
    expect(r.currency).toBeUndefined();
    expect(r.lang).toBeUndefined();
  });
  it('ignores a sort on a column that is not sortable', () => {
    const view = { ...compare, columns: compare.columns.map((c) => (c.field === 'site_name' ? { ...c, sortable: false } : c)) };
    expect(sortFromGrid(view, [{ colId: 'site_name', sort: 'asc' }])).toEqual([{ field: 'apv_bet', dir: 'desc' }]);
  });
});

describe('filterDefaults', () => {
  it('opens with the definition defaults', () => {
    expect(filterDefaults(trend.filters, { siteIds: [3, 4] })).toEqual({ range: { preset: 'prev30' }, grain: 'day', metrics: ['apv_bet'] });
  });
  it('opens a required single-site picker on the first site of the session', () => {
    expect(filterDefaults(promo.filters, { siteIds: [3, 4] })).toEqual({ site: 3, range: { preset: 'prev30' } });
  });
  it('lets carried values win', () => {
    expect(filterDefaults(trend.filters, { siteIds: [] }, { sites: [7], range: { preset: 'prev7' } }))
      .toEqual({ range: { preset: 'prev7' }, grain: 'day', metrics: ['apv_bet'], sites: [7] });
  });
});
