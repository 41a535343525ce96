// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReportChart from '../../../src/renderers/chart/ReportChart';
import { formatContext } from '../../../src/renderers/format/formatContext';
import { i18n } from '../../../src/i18n/i18n';
import { recorded } from './support/recordedNode';

// ApexCharts is not drawn for such a chart (its code is not fetched in this test)
vi.mock('../../../src/renderers/chart/loadChartType', async (actual) => ({ ...(await actual<typeof import('../../../src/renderers/chart/loadChartType')>()), loadChartType: () => Promise.resolve() }));
afterEach(cleanup);

describe('a chart whose every figure is 0', () => {
  it('says so instead of drawing bars of nothing on a 0–1 axis', () => {
    const { view, result } = recorded('site_compare');
    const t = i18n.getFixedT('en');
    const ctx = formatContext('USD', [], 'en', (k) => t(k));
    const zero = { ...result.chart!, series: result.chart!.series.map((s) => ({ ...s, data: s.data.map((_, i) => (i % 2 ? null : 0)) })) };
    const { container } = render(<ReportChart def={view.chart!} data={zero} view={view} ctx={ctx} />);
    expect(screen.getByText('Nothing to chart: every figure in this period is 0')).toBeTruthy();
    expect(container.querySelector('[data-drawn-type=none]')).toBeTruthy();
    cleanup();
    // every figure blank: no data, not 'every figure is 0'
    const blank = { ...result.chart!, series: result.chart!.series.map((s) => ({ ...s, data: s.data.map(() => null) })) };
    render(<ReportChart def={view.chart!} data={blank} view={view} ctx={ctx} />);
    expect(screen.getByText('No data to chart')).toBeTruthy();
  });
});
