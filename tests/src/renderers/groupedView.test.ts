import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import { chartModel } from '../../../src/renderers/chart/chartModel';
import { formatContext } from '../../../src/renderers/format/formatContext';
import { formatter } from '../../../src/engine/format/formatters';
import { chosenGroup, groupedView } from '../../../src/engine/report/groupBy';
import { recorded } from './support/recordedNode';

describe("a grouped answer's view (groupedView)", () => {
  it("names game kinds in the reader's language in grid and chart when the answer is grouped by kind, and leaves other groups as their values", () => {
    const { view, result } = recorded('game_stats');
    expect(result.meta.groupBy).toBe('game_kind_code');
    const grouped = groupedView(view, result.meta.groupBy);
    const column = grouped.columns.find((c) => c.field === 'group_value')!;
    expect(column).toMatchObject({ format: 'enum', enumKey: 'enums.gameKind' });
    for (const lang of ['en', 'tw'] as const) {
      const t = i18n.getFixedT(lang);
      const ctx = formatContext('USD', [], lang, (k) => t(k));
      const codes = result.res.map((r) => String(r.group_value));
      expect(codes.length).toBeGreaterThan(1);
      const names = codes.map((code) => formatter(column.format).text(code, ctx, column.enumKey));
      expect(names, lang).toEqual(codes.map((code) => t(`enums.gameKind.${code}`)));
      for (const [i, name] of names.entries()) expect(name).not.toBe(codes[i]);
      const chart = chartModel(view.chart!, result.chart!, grouped, ctx, t);
      expect(chart.categories, lang).toEqual(result.chart!.categories.map((code) => t(`enums.gameKind.${String(code)}`)));
    }
    // a brand or theme is a name already: the view stays the definition's
    expect(groupedView(view, 'game_brand_code')).toBe(view);
    expect(groupedView(view, undefined)).toBe(view);
  });

  it("picks the filter's chosen dimension, else the first option", () => {
    const q = { groupBy: { param: 'groupBy', options: ['game_kind_code', 'game_brand_code'] as const } };
    expect(chosenGroup(q, {})).toBe('game_kind_code');
    expect(chosenGroup(q, { groupBy: 'game_brand_code' })).toBe('game_brand_code');
    expect(chosenGroup({}, { groupBy: 'game_brand_code' })).toBeUndefined();
  });
});
