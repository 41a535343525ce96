// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartDef } from '../../../../src/engine/definition/report';
import type { ReportView } from '../../../../src/engine/report/reportView';
import { i18n } from '../../../../src/i18n/i18n';
import ReportChart from '../../../../src/renderers/chart/ReportChart';
import { timeTickAmount } from '../../../../src/renderers/chart/apexOptions';
import { formatContext } from '../../../../src/renderers/format/formatContext';
import { DEMO_RATES } from '../../../../src/renderers/gallery/demoSession';
import { browserShims } from '../support/browserShims';

// ApexCharts needs real SVG layout: a stand-in keeps the options it was given
const drawn: { options: { xaxis?: { tickAmount?: number } } }[] = [];
vi.mock('react-apexcharts/core', () => ({
  default: (props: { options: { xaxis?: { tickAmount?: number } } }) => { drawn.push(props); return <div data-testid="apex-chart" />; },
}));
vi.mock('../../../../src/renderers/chart/loadChartType', async (actual) => ({ ...(await actual<typeof import('../../../../src/renderers/chart/loadChartType')>()), loadChartType: () => Promise.resolve() }));

beforeAll(() => browserShims());
afterEach(() => { cleanup(); drawn.length = 0; vi.restoreAllMocks(); });

const t = i18n.getFixedT('en');
const ctx = formatContext('USD', DEMO_RATES, 'en', (k) => t(k));
const measure = (field: string) => ({ field, header: { key: `fields.${field}` }, format: 'amount' as const, money: true, kind: 'measure' as const, total: false, sortable: true });
const view: Pick<ReportView, 'columns'> = { columns: [measure('apv_bet'), measure('dpst_amt'), measure('revenue')] };
const days = Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10));

describe('a report chart in its card', () => {
  it('names the days of 90 as many as fit the card as measured (940 px on a 1280 px window), not a fixed width', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 940 } as DOMRect);
    const def: ChartDef = { type: 'line', x: 'stat_date', series: ['apv_bet'] };
    const data = { categories: days, series: [{ name: 'apv_bet', field: 'apv_bet', data: days.map((_, i) => i * 100) }] };
    const { findByTestId } = render(<ReportChart def={def} data={data} view={view} ctx={ctx} />);
    await findByTestId('apex-chart');
    expect(drawn.at(-1)!.options.xaxis?.tickAmount).toBe(timeTickAmount(days, 940));
  });
  it('names every bar past the axis in its note: a channel\'s deposits and revenue', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 940 } as DOMRect);
    const def: ChartDef = { type: 'column', x: 'channel_token', series: ['dpst_amt', 'revenue'] };
    const data = { categories: ['ch_aa4433922e', 'ch_1f3b130e40', 'ch_801c177334'], series: [
      { name: 'dpst_amt', field: 'dpst_amt', data: [1_302_200, 17_500, 11_000] },
      { name: 'revenue', field: 'revenue', data: [1_285_000, 17_200, 4_700] },
    ] };
    const { container } = render(<ReportChart def={def} data={data} view={view} ctx={ctx} />);
    await waitFor(() => expect(container.querySelector('.chart-note')).not.toBeNull());
    const note = container.querySelector('.chart-note')!.textContent!;
    expect(note).toContain('ch_aa4433922e');
    expect(note).toContain('Deposits');
    expect(note).toContain('Revenue');
  });
});
