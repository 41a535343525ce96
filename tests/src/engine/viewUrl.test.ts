import { describe, expect, it } from 'vitest';
import siteTrendFile from '../../../reports/provider/site_trend.report';
import { sharedAjv } from '../../../src/engine/ajv';
import { filtersSchema, PAGE_SIZES } from '../../../src/engine/request/requestSchema';
import { sortableFields } from '../../../src/engine/request/sortableFields';
import { resolveReports } from '../../../src/engine/registry/resolveReports';
import { decodeView, encodeView, type UrlView, type ViewShape } from '../../../src/engine/view/viewUrl';

const siteTrend = resolveReports({ 'reports/provider/site_trend.report.ts': siteTrendFile }).reports[0];

const shape: ViewShape = {
  filters: siteTrend.filters,
  valid: (def, value) => sharedAjv().validate((filtersSchema(siteTrend).properties as Record<string, object>)[def.key], value),
  sortable: sortableFields(siteTrend), pageSizes: PAGE_SIZES,
};

describe('the view in a report URL', () => {
  it('round-trips filters with their preset, sort, page and size', () => {
    const view: UrlView = {
      filters: { range: { preset: 'prev7' }, sites: [101, 205], metrics: ['dpst_amt', 'apv_bet'], grain: 'week', markets: null },
      sort: [{ field: 'apv_bet', dir: 'desc' }, { field: 'site_name', dir: 'asc' }],
      page: 1,
      size: 100,
    };
    const search = encodeView(view);
    expect(decodeView(search, shape)).toEqual({ present: true, view, notes: [] });
    expect(new URLSearchParams(search).get('f')).toContain('"preset":"prev7"');
    expect(new URLSearchParams(search).get('f')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('keeps a custom range with its dates and the other parameters of the URL (the pin tab)', () => {
    const view: UrlView = { filters: { range: { preset: 'custom', from: '2024-02-01', to: '2024-02-29' } }, sort: [], page: 0 };
    const search = encodeView(view, 'tab=monthly&f=%7B%7D&p=9');
    const params = new URLSearchParams(search);
    expect(params.get('tab')).toBe('monthly');
    expect(params.has('p')).toBe(false);
    expect(decodeView(search, shape).view).toEqual(view);
  });

  it('reads a search string without a view as no view', () => {
    expect(decodeView('tab=daily', shape)).toEqual({ present: false, view: { filters: {}, sort: [], page: 0 }, notes: [] });
  });

  it('reads the drill links of before (`?f=` alone, a single value for a list)', () => {
    const decoded = decodeView(`f=${encodeURIComponent('{"sites":101,"range":{"preset":"prev30"},"member_id":5}')}`, shape);
    expect(decoded.view.filters).toEqual({ sites: [101], range: { preset: 'prev30' } });
    expect(decoded.notes).toEqual([]);
  });

  it('falls back to defaults with a note for each part it cannot read, without throwing', () => {
    const bad = new URLSearchParams({
      f: JSON.stringify({ range: { preset: 'prev8' }, sites: ['x'], metrics: ['apv_bet'] }),
      s: '-apv_bet,-nope,DROP TABLE,-apv_bet',
      p: '0',
      n: '33',
    }).toString();
    const decoded = decodeView(bad, shape);
    expect(decoded.view).toEqual({ filters: { metrics: ['apv_bet'] }, sort: [{ field: 'apv_bet', dir: 'desc' }], page: 0 });
    expect(decoded.notes).toEqual([
      { code: 'filter', detail: 'range' }, { code: 'filter', detail: 'sites' },
      { code: 'sort', detail: '-nope' }, { code: 'sort', detail: 'DROP TABLE' },
      { code: 'page' }, { code: 'size' },
    ]);
    for (const f of ['{', '[1]', '"x"', 'null', '%E0%A4%A']) {
      const r = decodeView(`f=${f}&p=abc&n=-1`, shape);
      expect(r.view).toEqual({ filters: {}, sort: [], page: 0 });
      expect(r.notes.map((n) => n.code)).toEqual(['filters', 'page', 'size']);
    }
  });

  it('rejects a custom range without both ends, whatever the validator handed in', () => {
    const loose: ViewShape = { ...shape, valid: () => true };
    const decoded = decodeView(`f=${encodeURIComponent('{"range":{"preset":"custom","from":"2024-01-01"}}')}`, loose);
    expect(decoded.view.filters).toEqual({});
    expect(decoded.notes).toEqual([{ code: 'filter', detail: 'range' }]);
  });

  it('rejects a custom range reaching outside 2000-01-01 – 2099-12-31 (the server would refuse the search), keeping the rest', () => {
    for (const [from, to] of [['1900-01-01', '1900-12-31'], ['1999-12-31', '2000-01-31'], ['2099-12-01', '2100-01-01'], ['2100-01-31', '2099-12-01']]) {
      const decoded = decodeView(`f=${encodeURIComponent(JSON.stringify({ range: { preset: 'custom', from, to }, sites: [101] }))}`, shape);
      expect(decoded.view.filters, `${from} – ${to}`).toEqual({ sites: [101] });
      expect(decoded.notes).toEqual([{ code: 'filter', detail: 'range' }]);
    }
    const edges = { range: { preset: 'custom', from: '2000-01-01', to: '2099-12-31' } };
    expect(decodeView(`f=${encodeURIComponent(JSON.stringify(edges))}`, shape)).toMatchObject({ view: { filters: edges }, notes: [] });
  });

  it('rejects a page beyond the server limit and a prototype key', () => {
    const decoded = decodeView(`f=${encodeURIComponent('{"__proto__":{"x":1},"constructor":1}')}&p=99999999`, shape);
    expect(decoded.view).toEqual({ filters: {}, sort: [], page: 0 });
    expect(decoded.notes).toEqual([{ code: 'page' }]);
  });
});
