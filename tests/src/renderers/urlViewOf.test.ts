import { describe, expect, it } from 'vitest';
import { decodeView, encodeView } from '../../../src/engine/view/viewUrl';
import { gridSortOf, openingFilters, urlViewOf, viewShape } from '../../../src/renderers/view/urlViewOf';
import { linkPresetOf } from '../../../src/renderers/view/linkPreset';
import { recorded } from './support/recordedNode';

const trend = recorded('site_trend').view;

describe("a report screen's view in its URL", () => {
  it('round-trips what was searched: preset, a cleared default, sort, page and size', () => {
    const state = {
      filters: { range: { preset: 'prev60', from: '2026-01-01', to: '2026-03-01' }, sites: [101], metrics: [], grain: 'week' },
      sort: [{ colId: 'apv_bet', sort: 'desc' as const }, { colId: 'site_name', sort: null }],
      page: 1,
      size: 100,
    };
    const url = urlViewOf(trend.filters, state);
    // the preset is kept without the dates the form showed; the emptied metrics (default apv_bet) are said to be empty
    expect(url).toEqual({ filters: { range: { preset: 'prev60' }, sites: [101], metrics: null, grain: 'week' }, sort: [{ field: 'apv_bet', dir: 'desc' }], page: 1, size: 100 });
    const back = decodeView(encodeView(url), viewShape(trend));
    expect(back.notes).toEqual([]);
    expect(openingFilters(trend.filters, back.view.filters)).toEqual({ range: { preset: 'prev60' }, sites: [101], metrics: [], grain: 'week' });
    // a custom range written end first opens the right way round (the server answers it so)
    expect(openingFilters(trend.filters, { range: { preset: 'custom', from: '2026-05-31', to: '2026-03-01' } })).toEqual({ range: { preset: 'custom', from: '2026-03-01', to: '2026-05-31' } });
    expect(gridSortOf(trend, back.view.sort)).toEqual([{ colId: 'apv_bet', sort: 'desc' }]);
    expect(back.view.page).toBe(1);
    expect(back.view.size).toBe(100);
  });

  it('checks values with the browser schema check: a site id that is not a number is set aside with a note', () => {
    const decoded = decodeView(`f=${encodeURIComponent('{"sites":["x"],"grain":"fortnight"}')}`, viewShape(trend));
    expect(decoded.view.filters).toEqual({});
    expect(decoded.notes).toEqual([{ code: 'filter', detail: 'sites' }, { code: 'filter', detail: 'grain' }]);
  });

  it("leaves out a link's picks this user is not offered, with a note: the form could not show them and the search would find nothing", () => {
    // an owner of one site opens a link naming two sites; an unknown market besides a known one; a market only
    const lists = { sites: [{ site_id: 101, site_name: 'A', site_currency: 'THB' }, { site_id: 102, site_name: 'B', site_currency: 'PHP' }], gameKinds: [], gameBrands: [], markets: [] };
    const open = (filters: object) => decodeView(`f=${encodeURIComponent(JSON.stringify(filters))}`, viewShape(trend, lists));
    expect(open({ sites: [101, 999] })).toMatchObject({ view: { filters: { sites: [101] } }, notes: [{ code: 'picks', detail: 'sites' }] });
    expect(open({ sites: [999] })).toMatchObject({ view: { filters: {} }, notes: [{ code: 'filter', detail: 'sites' }] });
    expect(open({ sites: [102, 101], grain: 'week' })).toMatchObject({ view: { filters: { sites: [102, 101], grain: 'week' } }, notes: [] });
    // the markets are the currencies of the sites offered
    expect(open({ markets: ['USD'] })).toMatchObject({ view: { filters: {} }, notes: [{ code: 'filter', detail: 'markets' }] });
    expect(open({ markets: ['PHP', 'USD'] })).toMatchObject({ view: { filters: { markets: ['PHP'] } }, notes: [{ code: 'picks', detail: 'markets' }] });
    // not known yet (an empty list): taken as it is, the server checks it
    expect(decodeView(`f=${encodeURIComponent('{"sites":[999]}')}`, viewShape(trend, { ...lists, sites: [] })).view.filters).toEqual({ sites: [999] });
  });

  it('names the preset a link keeps, not a custom range', () => {
    expect(linkPresetOf(trend.filters, { range: { preset: 'prev7' } })).toBe('prev7');
    expect(linkPresetOf(trend.filters, { range: { preset: 'custom', from: '2026-01-01', to: '2026-01-02' } })).toBeNull();
    expect(linkPresetOf(trend.filters, {})).toBeNull();
  });
});
