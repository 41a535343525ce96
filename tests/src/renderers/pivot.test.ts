import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import { pivotField, pivotView } from '../../../src/engine/report/pivot';
import { headerText } from '../../../src/engine/report/columnHeader';
import { totalsRow } from '../../../src/renderers/grid/totalsRow';
import { recorded } from './support/recordedNode';

describe('a pivot laid out for its answer (pivotView)', () => {
  it("turns each pivoted measure's column into a column per value and its total, named in the reader's language, the other columns as they are", () => {
    const { view, result } = recorded('game_kind_months');
    const layout = result.pivot!;
    expect(layout.values.length).toBeGreaterThan(1);
    const wide = pivotView(view, layout);
    const fields = wide.columns.map((c) => c.field);
    expect(fields).toEqual(['game_kind_code', ...layout.values.map((_, i) => pivotField('house_net_win', i)), 'house_net_win', ...layout.values.map((_, i) => pivotField('gm_dau', i)), 'gm_dau']);
    const en = (f: string) => headerText(i18n.getFixedT('en'), wide.columns.find((c) => c.field === f)!.header);
    const tw = (f: string) => headerText(i18n.getFixedT('tw'), wide.columns.find((c) => c.field === f)!.header);
    const month = String(layout.values[0]).slice(0, 7);
    expect(en(pivotField('house_net_win', 0))).toBe(`${month} · GGR`);
    expect(en('house_net_win')).toBe('Total · GGR');
    expect(tw('house_net_win')).toBe(`合計 · ${i18n.getFixedT('tw')('fields.house_net_win')}`);
    // every row holds a figure or NULL for every column, the totals row too
    for (const row of result.res) for (const f of fields) expect(f in row, f).toBe(true);
    const totals = totalsRow(wide.columns, result.totals);
    expect(totals).toHaveLength(1);
    expect(Number(totals[0][pivotField('house_net_win', 0)])).toBe(Number(result.totals![pivotField('house_net_win', 0)]));
    // no answer yet: the definition's columns
    expect(pivotView(view, undefined)).toBe(view);
  });

  it('names the values of a code dimension by their names, and no value as "None"', () => {
    const { view } = recorded('game_kind_months');
    const byKind = { ...view, pivot: { dimension: 'game_kind_code', format: 'enum' as const, enumKey: 'enums.gameKind' } };
    const wide = pivotView(byKind, { dimension: 'game_kind_code', measures: ['gm_dau'], values: ['slot', null] });
    const t = i18n.getFixedT('en');
    expect(wide.columns.filter((c) => c.field.startsWith('gm_dau')).map((c) => headerText(t, c.header))).toEqual(['Slots', 'None', 'Total']);
  });
});
