import { describe, expect, it } from 'vitest';
import {
  defaultLayout, isDefaultLayout, layoutFromState, mergeLayout, moveColumn, toggleHidden, togglePinned, type GridLayout,
} from '../../../../src/engine/view/gridLayout';
import { openSavedView, savedViewIdOf, savedViewSearch } from '../../../../src/engine/view/savedView';
import type { ViewShape } from '../../../../src/engine/view/viewUrl';

/** A member ranking's columns as a definition lists them (the first pinned). */
const COLUMNS = [{ field: 'member_username', pinned: true }, { field: 'site_name' }, { field: 'apv_bet' }, { field: 'dpst_amt' }, { field: 'wdrl_amt' }];
const fields = (l: GridLayout) => l.columns.map((c) => c.field);

describe('mergeLayout', () => {
  it('gives the definition its own layout when nothing was saved', () => {
    const { layout, dropped } = mergeLayout(null, COLUMNS);
    expect(fields(layout)).toEqual(COLUMNS.map((c) => c.field));
    expect(layout.columns[0]).toEqual({ field: 'member_username', pinned: true });
    expect(dropped).toEqual([]);
    expect(isDefaultLayout(layout, COLUMNS)).toBe(true);
  });

  it('keeps the saved order, hidden and pinned columns', () => {
    const saved: GridLayout = { columns: [{ field: 'dpst_amt', pinned: true }, { field: 'member_username' }, { field: 'site_name', hidden: true }, { field: 'apv_bet' }, { field: 'wdrl_amt' }] };
    const { layout } = mergeLayout(saved, COLUMNS);
    expect(layout).toEqual(saved);
    expect(isDefaultLayout(layout, COLUMNS)).toBe(false);
  });

  it('drops columns the report no longer has and names them, once each', () => {
    const saved: GridLayout = { columns: [{ field: 'ggr_old' }, { field: 'apv_bet' }, { field: 'ggr_old', hidden: true }, { field: 'member_username', pinned: true }] };
    const { layout, dropped } = mergeLayout(saved, COLUMNS);
    expect(dropped).toEqual(['ggr_old']);
    expect(fields(layout)).not.toContain('ggr_old');
  });

  it('puts columns added since saving after their neighbour in the definition, the pinned ones first', () => {
    const saved: GridLayout = { columns: [{ field: 'apv_bet' }, { field: 'site_name', hidden: true }] };
    const { layout } = mergeLayout(saved, COLUMNS);
    // member_username (pinned, new) leads; dpst_amt and wdrl_amt follow apv_bet, their earlier neighbour in the definition
    expect(fields(layout)).toEqual(['member_username', 'apv_bet', 'dpst_amt', 'wdrl_amt', 'site_name']);
    expect(layout.columns.find((c) => c.field === 'site_name')).toEqual({ field: 'site_name', hidden: true });
  });

  it('counts a field named twice once, and shows a column when the saved layout hid every one left', () => {
    const saved: GridLayout = { columns: [{ field: 'apv_bet', hidden: true }, { field: 'apv_bet' }, { field: 'gone' }] };
    const { layout } = mergeLayout(saved, [{ field: 'apv_bet' }]);
    expect(layout.columns).toEqual([{ field: 'apv_bet' }]);
  });
});

describe('the chooser steps', () => {
  const base = defaultLayout(COLUMNS);
  it('hides and shows a column but never the last one shown', () => {
    let l = toggleHidden(base, 'site_name');
    expect(l.columns.find((c) => c.field === 'site_name')).toEqual({ field: 'site_name', hidden: true });
    l = toggleHidden(l, 'site_name');
    expect(l).toEqual(base);
    const one = { columns: [{ field: 'a' }, { field: 'b', hidden: true }] };
    expect(toggleHidden(one, 'a')).toBe(one);
  });

  it('moves a column within the pinned or the unpinned ones only', () => {
    expect(fields(moveColumn(base, 'dpst_amt', -1))).toEqual(['member_username', 'site_name', 'dpst_amt', 'apv_bet', 'wdrl_amt']);
    expect(moveColumn(base, 'site_name', -1)).toBe(base);
    expect(moveColumn(base, 'wdrl_amt', 1)).toBe(base);
  });

  it('pins a column to the left after the pinned ones, and unpins it', () => {
    const pinned = togglePinned(base, 'dpst_amt');
    expect(pinned.columns.slice(0, 2)).toEqual([{ field: 'member_username', pinned: true }, { field: 'dpst_amt', pinned: true }]);
    expect(fields(togglePinned(pinned, 'dpst_amt'))).toEqual(['member_username', 'dpst_amt', 'site_name', 'apv_bet', 'wdrl_amt']);
  });

  it('reads AG Grid column state back as a layout', () => {
    expect(layoutFromState([{ colId: 'apv_bet', hide: false, pinned: null }, { colId: 'member_username', hide: false, pinned: 'left' }, { colId: 'site_name', hide: true }]))
      .toEqual({ columns: [{ field: 'member_username', pinned: true }, { field: 'apv_bet' }, { field: 'site_name', hidden: true }] });
  });
});

describe('openSavedView', () => {
  const shape: ViewShape = {
    filters: [{ key: 'range', widget: 'dateRange', dimension: 'stat_date' }, { key: 'sites', widget: 'sites', dimension: 'site_id' }],
    valid: (def, value) => def.widget !== 'sites' || (Array.isArray(value) && value.every((v) => Number.isInteger(v))),
    sortable: ['apv_bet', 'dpst_amt'],
    pageSizes: [20, 50, 100, 200],
  };

  it('opens what the report can still take and notes each part it dropped', () => {
    const state = {
      filters: { range: { preset: 'prev7' }, sites: ['x'], agent: ['A1'] },
      sort: [{ field: 'ggr', dir: 'desc' as const }, { field: 'dpst_amt', dir: 'asc' as const }],
      size: 100,
      layout: { columns: [{ field: 'old_col' }, { field: 'apv_bet', hidden: true }] },
    };
    const opened = openSavedView(state, 42, shape, COLUMNS);
    expect(opened.notes).toEqual([
      { code: 'filter', detail: 'sites' }, { code: 'removedFilter', detail: 'agent' }, { code: 'sort', detail: '-ggr' }, { code: 'column', detail: 'old_col' },
    ]);
    const params = new URLSearchParams(opened.search);
    expect(JSON.parse(params.get('f')!)).toEqual({ range: { preset: 'prev7' } });
    expect([params.get('s'), params.get('n'), params.get('p'), savedViewIdOf(opened.search)]).toEqual(['dpst_amt', '100', null, 42]);
    expect(opened.layout!.columns.find((c) => c.field === 'apv_bet')).toEqual({ field: 'apv_bet', hidden: true });
  });

  it('opens an unchanged view without a note, as its URL would', () => {
    const state = { filters: { range: { preset: 'prev30' }, sites: [1, 2] }, sort: [{ field: 'apv_bet', dir: 'desc' as const }] };
    const opened = openSavedView(state, 7, shape, COLUMNS);
    expect(opened.notes).toEqual([]);
    expect(opened.search).toBe(savedViewSearch(state, 7));
    expect(opened.layout).toBeNull();
    expect(savedViewIdOf('v=0')).toBeNull();
  });

  it('opens on the page it was saved on (0-based in the state, from 1 in the URL), the first when it keeps none', () => {
    const state = { filters: { range: { preset: 'prev60' } }, sort: [], page: 2, size: 20 };
    const params = new URLSearchParams(openSavedView(state, 9, shape, COLUMNS).search);
    expect([params.get('p'), params.get('n'), params.get('v')]).toEqual(['3', '20', '9']);
    expect(new URLSearchParams(savedViewSearch({ ...state, page: undefined }, 9)).has('p')).toBe(false);
  });

  it("keeps the page's other parameters (a pin's tab) when it writes a view saved, replacing the view's own", () => {
    const state = { filters: { range: { preset: 'prev7' } }, sort: [], page: 0 };
    const params = new URLSearchParams(savedViewSearch(state, 12, 'tab=weekly&v=3&p=4'));
    expect([params.get('tab'), params.get('v'), params.get('p'), params.get('f')]).toEqual(['weekly', '12', null, JSON.stringify(state.filters)]);
  });
});
