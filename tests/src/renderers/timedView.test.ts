import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import { formatter } from '../../../src/engine/format/formatters';
import { timedView } from '../../../src/engine/report/timeGrain';
import { drawnType } from '../../../src/renderers/chart/apexOptions';
import { chartModel } from '../../../src/renderers/chart/chartModel';
import { formatContext } from '../../../src/renderers/format/formatContext';
import { recorded } from './support/recordedNode';

describe('a trend asked by month (timedView)', () => {
  const { view, result } = recorded('site_trend');
  const t = i18n.getFixedT('en');
  const ctx = formatContext('USD', [], 'en', (k) => t(k));

  it('names each row and category by its month, not its first day, even when there is one month', () => {
    const months = timedView(view, { field: 'stat_date', grain: 'month' });
    const column = months.columns.find((c) => c.field === 'stat_date')!;
    expect(column.format).toBe('month');
    expect(formatter(column.format).text('2026-11-01', ctx)).toBe('2026-11');
    const one = { ...result.chart!, categories: ['2026-11-01'], series: result.chart!.series.map((s) => ({ ...s, data: [s.data[0]] })) };
    const model = chartModel(view.chart!, one, months, ctx, t);
    expect(model.categories).toEqual(['2026-11']);
    // days and weeks keep their days
    expect(timedView(view, { field: 'stat_date', grain: 'week' })).toBe(view);
    expect(timedView(view, undefined)).toBe(view);
  });

  it('draws a line over one period as columns side by side (a dot a series reads as nothing), and over several as lines', () => {
    const line = { type: 'line' as const, stacked: false, categories: ['2026-11'], series: [{ name: 'A', field: 'apv_bet', format: 'amount' as const, data: [1] }] };
    expect(drawnType(line as never, 1200)).toBe('column');
    expect(drawnType({ ...line, categories: ['2026-10', '2026-11'] } as never, 1200)).toBe('line');
  });
});
