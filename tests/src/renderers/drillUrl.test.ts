import { describe, expect, it } from 'vitest';
import { decodeDrillFilters, drillEach, drillFilters, drillHref } from '../../../src/renderers/drill/drillUrl';
import { reportPath } from '../../../src/renderers/drill/drillContext';
import { recorded } from './support/recordedNode';

const compare = recorded('site_compare').view;
const trend = recorded('site_trend').view;
const drill = compare.columns.find((c) => c.drill)!.drill!;

describe('drill links', () => {
  it("carry the row's values and the current date range", () => {
    const filters = drillFilters(drill, { site_id: 7, site_name: 'JakartaJP' }, { range: { preset: 'prev7' }, markets: ['IDR'] }, compare.filters);
    expect(filters).toEqual({ range: { preset: 'prev7' }, sites: 7 });
  });
  it('round-trip through the f parameter into the target report, a single value becoming a list', () => {
    const href = drillHref('/provider/trend', { range: { preset: 'prev7' }, sites: 7 });
    expect(href.startsWith('/provider/trend?f=')).toBe(true);
    const search = href.slice(href.indexOf('?'));
    expect(decodeDrillFilters(search, trend.filters)).toEqual({ range: { preset: 'prev7' }, sites: [7] });
  });
  it('drop keys the target does not have and ignore unreadable values', () => {
    expect(decodeDrillFilters('?f=' + encodeURIComponent('{"sites":[1],"nope":2}'), trend.filters)).toEqual({ sites: [1] });
    expect(decodeDrillFilters('?f=%7Bnot json', trend.filters)).toEqual({});
    expect(decodeDrillFilters('?f=' + encodeURIComponent('[1,2]'), trend.filters)).toEqual({});
    expect(decodeDrillFilters('', trend.filters)).toEqual({});
  });
  it("give each name of a list cell its own link, with its member's site and id from the lists beside it", () => {
    const each = { report: 'member_recap', filters: {}, each: { site: 'member_site_list', member: 'member_id_list' } };
    const row = { member_list: 'ann, bob', member_id_list: '31, 7', member_site_list: '101, 101' };
    expect(drillEach(each, row, 'ann, bob', { range: { preset: 'prev7' } }, compare.filters)).toEqual([
      { name: 'ann', filters: { range: { preset: 'prev7' }, site: 101, member: 31 } },
      { name: 'bob', filters: { range: { preset: 'prev7' }, site: 101, member: 7 } },
    ]);
    // lists that do not match the names (or a drill without lists) leave the cell as one
    expect(drillEach(each, { ...row, member_id_list: '31' }, 'ann, bob', {}, [])).toBeNull();
    expect(drillEach(drill, row, 'ann, bob', {}, [])).toBeNull();
  });
  it('resolve a target only when the operator may open it', () => {
    expect(reportPath([{ id: 'site_trend', path: '/provider/trend' }], 'site_trend')).toBe('/provider/trend');
    expect(reportPath([], 'site_trend')).toBeUndefined();
  });
});
