import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortCycleOf, sortRows, toGridSort } from '../../../../src/renderers/grid/tableSort';

describe("the tile table's sort", () => {
  it('orders empty values first, numbers by size (not as text), text by character codes', () => {
    expect(sortRows([10, null, 9, 100, undefined, -1].map((v) => ({ v })), [{ field: 'v', dir: 'asc' }]).map((r) => r.v)).toEqual([null, undefined, -1, 9, 10, 100]);
    expect(compareValues(undefined, null)).toBe(0);
    expect(['b', 'B', 'a', '2026-11-02', '2026-10-31'].sort(compareValues)).toEqual(['2026-10-31', '2026-11-02', 'B', 'a', 'b']);
  });

  it('sorts by each field in turn, descending as asked, equal rows staying in the order they came', () => {
    const rows = [
      { id: 1, market: 'THB', bet: 5 }, { id: 2, market: 'INR', bet: 7 }, { id: 3, market: 'THB', bet: 7 },
      { id: 4, market: 'INR', bet: 5 }, { id: 5, market: 'THB', bet: 5 },
    ];
    expect(sortRows(rows, [{ field: 'bet', dir: 'desc' }]).map((r) => r.id)).toEqual([2, 3, 1, 4, 5]);
    expect(sortRows(rows, [{ field: 'market', dir: 'asc' }, { field: 'bet', dir: 'desc' }]).map((r) => r.id)).toEqual([2, 4, 3, 1, 5]);
    expect(sortRows(rows, []).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a header cycles its column alone through ascending, descending and the answer order, as the report grid does', () => {
    const byDefault = [{ field: 'apv_bet', dir: 'desc' as const }, { field: 'gm_dau', dir: 'desc' as const }];
    expect(nextSort(byDefault, 'apv_bet')).toEqual([{ field: 'apv_bet', dir: 'asc' }]);
    expect(nextSort([{ field: 'apv_bet', dir: 'asc' }], 'apv_bet')).toEqual([{ field: 'apv_bet', dir: 'desc' }]);
    expect(nextSort([{ field: 'apv_bet', dir: 'desc' }], 'apv_bet')).toEqual([]);
    expect(nextSort([{ field: 'apv_bet', dir: 'desc' }], 'gm_dau')).toEqual([{ field: 'gm_dau', dir: 'asc' }]);
    expect(toGridSort([{ field: 'gm_dau', dir: 'asc' }])).toEqual([{ colId: 'gm_dau', sort: 'asc' }]);
  });

  it('a figure sorts largest first on its first click, a name, a date or a rank ascending', () => {
    const figure = sortCycleOf('amount');
    expect(nextSort([{ field: 'site_name', dir: 'asc' }], 'dpst_amt', figure)).toEqual([{ field: 'dpst_amt', dir: 'desc' }]);
    expect(nextSort([{ field: 'dpst_amt', dir: 'desc' }], 'dpst_amt', figure)).toEqual([{ field: 'dpst_amt', dir: 'asc' }]);
    expect(nextSort([{ field: 'dpst_amt', dir: 'asc' }], 'dpst_amt', figure)).toEqual([]);
    for (const format of ['amount', 'localAmount', 'count', 'decimal', 'rate', 'growthRate', 'rankChange', 'duration', 'days'] as const) expect(sortCycleOf(format)[0], format).toBe('desc');
    for (const format of ['text', 'enum', 'date', 'timestamp', 'rank'] as const) expect(sortCycleOf(format)[0], format).toBe('asc');
  });
});
