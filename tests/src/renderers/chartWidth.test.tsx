// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import ReportChart from '../../../src/renderers/chart/ReportChart';
import type { ChartDef } from '../../../src/engine/definition/report';
import type { ReportView } from '../../../src/engine/report/reportView';
import { formatContext } from '../../../src/renderers/format/formatContext';
import { DEMO_RATES } from '../../../src/renderers/gallery/demoSession';
import { browserShims } from './support/browserShims';

// ApexCharts needs real SVG layout: a stand-in shows the width it was told to draw at.
vi.mock('react-apexcharts/core', () => ({
  default: (props: { type: string; width?: number | string }) => <div data-testid="apex-chart" data-type={props.type} data-width={String(props.width ?? '100%')} />,
}));
vi.mock('../../../src/renderers/chart/loadChartType', async (actual) => ({ ...(await actual<typeof import('../../../src/renderers/chart/loadChartType')>()), loadChartType: () => Promise.resolve() }));

/** A ResizeObserver the test drives: `resize(w)` tells every observer the card's content is now w px wide. */
const observers = new Set<(w: number) => void>();
const resize = (w: number) => act(() => { for (const tell of observers) tell(w); });
beforeAll(() => {
  browserShims();
  globalThis.ResizeObserver = class {
    private tell: (w: number) => void;
    constructor(cb: ResizeObserverCallback) { this.tell = (w) => cb([{ contentRect: { width: w } } as ResizeObserverEntry], this as unknown as ResizeObserver); }
    observe() { observers.add(this.tell); }
    unobserve() {}
    disconnect() { observers.delete(this.tell); }
  } as unknown as typeof ResizeObserver;
});
afterEach(() => { cleanup(); observers.clear(); vi.restoreAllMocks(); });

const t = i18n.getFixedT('en');
const ctx = formatContext('USD', DEMO_RATES, 'en', (k) => t(k));
const days = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
// bank accounting's chart: each payment method's running balance, day by day
const def: ChartDef = { type: 'line', x: 'stat_date', series: ['net_flow_running'], splitBy: 'pay_method' };
const view: Pick<ReportView, 'columns'> = { columns: [{ field: 'net_flow_running', header: { key: 'fields.net_flow_running' }, format: 'amount', money: true, kind: 'measure', total: false, sortable: true }] };
const data = { categories: days, series: ['USDT', 'Card'].map((name, k) => ({ name, field: 'net_flow_running', data: days.map((_, i) => (i + 1) * 1000 * (k + 1)) })) };

describe('a chart on a phone (issue 20)', () => {
  it('is drawn at its card’s width as the card settles, not at the width the card had when the chart was mounted', async () => {
    // the window went from 1280 to 390 px and the menu's padding is still sliding away: the card is 60 px for a moment (no stylesheet here: no padding)
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 60 } as DOMRect);
    const { findByTestId } = render(<ReportChart def={def} data={data} view={view} ctx={ctx} />);
    expect((await findByTestId('apex-chart')).dataset.width).toBe('60');
    resize(332.4);
    await waitFor(async () => expect((await findByTestId('apex-chart')).dataset.width).toBe('332'));
    resize(1180);
    await waitFor(async () => expect((await findByTestId('apex-chart')).dataset.width).toBe('1180'));
  });
});
