import { describe, expect, it } from 'vitest';
import type { ReportView } from '../../../../src/engine/report/reportView';
import { MAX_VISIBLE_ROWS } from '../../../../src/renderers/grid/gridHeight';
import { comparesPeriods, pendingGridRows } from '../../../../src/renderers/states/pendingLayout';

const columns = (...fields: string[]) => fields.map((field) => ({ field })) as unknown as ReportView['columns'];

describe('comparesPeriods', () => {
  it('is true when a tile shows growth on the previous period', () => {
    expect(comparesPeriods({ columns: columns('site_name', 'dpst_amt'), tiles: [{ field: 'dpst_amt', format: 'amount', growthField: 'dpst_amt_growth_rate' }] })).toBe(true);
  });
  it('is true when a column is a previous-period figure, growth or rank change', () => {
    for (const field of ['gm_dau_growth_rate', 'apv_bet_growth', 'dpst_amt_prev', 'apv_bet_rank_change', 'apv_bet_rank_prev']) {
      expect(comparesPeriods({ columns: columns('site_name', field), tiles: [] })).toBe(true);
    }
  });
  it('is false for a report of one period (ranks and shares are not comparisons)', () => {
    expect(comparesPeriods({ columns: columns('site_name', 'apv_bet_rank', 'apv_bet_share', 'growth_note'), tiles: [{ field: 'apv_bet', format: 'amount' }] })).toBe(false);
  });
});

describe('pendingGridRows', () => {
  it('keeps room for a full page up to the rows shown before the grid scrolls', () => {
    expect(pendingGridRows({ paging: { mode: 'remote' } } as ReportView, 50)).toBe(MAX_VISIBLE_ROWS);
    expect(pendingGridRows({ paging: { mode: 'remote' } } as ReportView, 10)).toBe(10);
    expect(pendingGridRows({ paging: { mode: 'local' } } as ReportView, 10)).toBe(MAX_VISIBLE_ROWS);
  });
});
