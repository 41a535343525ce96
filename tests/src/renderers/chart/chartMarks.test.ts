import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import { apexOptions } from '../../../../src/renderers/chart/apexOptions';
import { chartModel } from '../../../../src/renderers/chart/chartModel';
import { formatContext } from '../../../../src/renderers/format/formatContext';

const t = i18n.getFixedT('en');
const ctx = formatContext('USD', [], 'en', (k) => t(k));

describe('a time chart split by site, over weeks the range cuts', () => {
  it('names the cut weeks with the grid\'s mark, on the axis as in the tooltip', () => {
    const weeks = ['2026-02-23', '2026-03-02', '2026-03-09', '2026-05-25'];
    const marks = [{ field: 'stat_date', values: ['2026-02-23', '2026-05-25'], noteKey: 'renderers.marks.cut.week', vars: { from: '2026-03-01', to: '2026-05-31' } }];
    const model = chartModel({ type: 'line', x: 'stat_date', series: ['apv_bet'], splitBy: 'site_name' },
      { categories: weeks, series: [{ name: 'Site A', field: 'apv_bet', data: [1, 7, 7, 5] }] },
      { columns: [{ field: 'stat_date', format: 'date', money: false } as never] }, ctx, t, marks);
    expect(model.categories).toEqual(['2026-02-23*', '2026-03-02', '2026-03-09', '2026-05-25*']);
    const x = apexOptions(model, ctx, '', 1200).options.xaxis as { categories: unknown[] };
    expect(x.categories.flat()).toEqual(['02-23*', '03-02', '03-09', '05-25*']);
  });
});

describe('a donut', () => {
  it('labels only slices of 5% or more (smaller ones are named by the legend and the tooltip)', () => {
    const model = chartModel({ type: 'donut', x: 'k', series: ['v'] }, { categories: ['a', 'b', 'c'], series: [{ name: 'v', field: 'v', data: [93.8, 3.4, 2.8] }] },
      { columns: [] }, ctx, t);
    const options = apexOptions(model, ctx, '', 900).options as { plotOptions: { pie: { dataLabels: { minAngleToShowLabel: number } } } };
    expect(options.plotOptions.pie.dataLabels.minAngleToShowLabel).toBe(0.05 * 360);
  });
});
