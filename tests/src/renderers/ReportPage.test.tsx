// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import ReportPage from '../../../src/renderers/ReportPage';
import { formatter } from '../../../src/engine/format/formatters';
import { formatContext } from '../../../src/renderers/format/formatContext';
import { DEMO_RATES } from '../../../src/renderers/gallery/demoSession';
import { RECORDED } from '../../../src/renderers/gallery/recordedReports';
import { RoutedStoryFrame } from './support/routedFrame';
import { browserShims } from './support/browserShims';

// ApexCharts needs real SVG layout: a stand-in shows what it was given.
vi.mock('react-apexcharts/core', () => ({
  default: (props: { type: string; series: ({ name?: string } | number)[] }) => (
    <div data-testid="apex-chart" data-type={props.type} data-series={props.series.map((s) => (typeof s === 'number' ? s : s.name)).join('|')} />
  ),
}));
vi.mock('../../../src/renderers/chart/loadChartType', async (actual) => ({ ...(await actual<typeof import('../../../src/renderers/chart/loadChartType')>()), loadChartType: () => Promise.resolve() }));
beforeAll(browserShims);
afterEach(cleanup);

const t = i18n.getFixedT('en');
const ctx = formatContext('USD', DEMO_RATES, 'en', (k) => t(k));

async function open(id: string, extra: Record<string, unknown> = {}) {
  const utils = render(<RoutedStoryFrame path={RECORDED[id].view.route.path} {...extra}><ReportPage reportId={id} /></RoutedStoryFrame>);
  const rows = RECORDED[id].result.total > 0 ? /^Showing [1-9]/ : /^Showing 0-0 records of 0/;
  await waitFor(() => expect(utils.container.querySelector('.pager-counter')?.textContent).toMatch(rows), { timeout: 30_000 });
  if (RECORDED[id].result.total === 0) await waitFor(() => expect(utils.container.querySelector('.report-empty')).toBeTruthy());
  return utils;
}

/**
 * Views with a record layout, a required one-of choice, a confirmation before searching or a capped
 * member list need the browser's layout: the Storybook walk (tests/e2e/storybook.e2e.test.ts) renders
 * them in both languages, and their pages have browser tests. This jsdom test takes the grid views.
 */
type Extended = { layout?: string; requireOneOf?: unknown; confirm?: unknown; list?: unknown };
const pending = (id: string) => {
  const v = RECORDED[id].view as unknown as Extended;
  return (v.layout !== undefined && v.layout !== 'grid') || Boolean(v.requireOneOf) || Boolean(v.confirm) || Boolean(v.list);
};
const ids = Object.keys(RECORDED).sort();

describe.each(ids.filter((id) => !pending(id)))('the %s report from its recorded result', (id) => {
  const { view, result } = RECORDED[id];
  it('shows its headers, totals row and counter', async () => {
    const { container } = await open(id);
    const headerTexts = () => [...container.querySelectorAll('[role=columnheader] .ag-header-cell-text')].map((h) => h.textContent?.trim());
    // the counter comes with the answer; the grid may draw its headers a moment later (seen missing on a loaded machine)
    await waitFor(() => expect(headerTexts()[0]).toBe(t(view.columns[0].header.key, view.columns[0].header.measureKey ? { measure: t(view.columns[0].header.measureKey) } : {})), { timeout: 30_000 });
    const headers = headerTexts();
    expect(headers.join(' ')).not.toMatch(/fields\.|suffix\./);
    const size = view.paging.mode === 'remote' ? view.paging.pageSize ?? 50 : 20;
    const shown = result.total > 0 ? `1-${Math.min(size, result.total)}` : '0-0';
    expect(container.querySelector('.pager-counter')!.textContent).toBe(`Showing ${shown} records of ${result.total} (Page 1)`);
    expect(screen.getByText(t(view.descriptionKey))).toBeTruthy();
    if (result.totals) {
      // the totals row is the last pinned row (a query's top pins "Others" above it): a column's last pinned cell
      const bottom = container.querySelector('.ag-grid-pinned-bottom-rows-container') as HTMLElement;
      const cells = (field: string) => [...bottom.querySelectorAll(`[col-id="${field}"]`)].map((c) => c.textContent);
      const cellText = (field: string) => cells(field).at(-1);
      expect(cellText(view.columns[0].field)).toBe('Total');
      expect(cells(view.columns[0].field)).toEqual(result.others ? [`All others (${result.others.count})`, 'Total'] : ['Total']);
      const totalled = view.columns.filter((c, i) => i > 0 && c.total && c.field in result.totals!);
      expect(totalled.length).toBeGreaterThan(0);
      for (const c of totalled) expect(cellText(c.field)).toBe(formatter(c.format).text(result.totals[c.field], ctx, c.enumKey));
      for (const c of view.columns.filter((col, i) => i > 0 && !col.total)) expect(cellText(c.field)).toBe('');
    }
    if (view.chart && result.chart && result.total > 0) {
      // the report's chart, and its sections' once they have answered too
      await waitFor(() => expect(screen.getAllByTestId('apex-chart').length).toBeGreaterThan(0), { timeout: 30_000 });
    }
  });
});

describe('the report page', () => {
  it('shows the empty state with the period searched', async () => {
    const { container } = render(<RoutedStoryFrame empty><ReportPage reportId="site_compare" /></RoutedStoryFrame>);
    await waitFor(() => expect(container.querySelector('.report-empty')).toBeTruthy());
    const range = RECORDED.site_compare.result.meta.range!;
    expect(container.querySelector('.report-empty')!.textContent).toContain(`between ${range.from} and ${range.to}`);
  });
  it("gives a section its own exports, which ask for the section's table (member conversion's cohorts under the funnel)", async () => {
    const onRequest = vi.fn();
    URL.createObjectURL ??= () => 'blob:test';
    URL.revokeObjectURL ??= () => undefined;
    render(<RoutedStoryFrame path={RECORDED.member_cvt.view.route.path} onRequest={onRequest}><ReportPage reportId="member_cvt" /></RoutedStoryFrame>);
    const group = await screen.findByRole('group', { name: 'By registration cohort' }, { timeout: 30_000 });
    const csv = within(group).getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement;
    await waitFor(() => expect(csv.disabled).toBe(false), { timeout: 30_000 });
    expect(within(group).getByRole('button', { name: 'Export xlsx' })).toBeTruthy();
    const asked = onRequest.mock.calls.length;
    fireEvent.click(csv);
    await waitFor(() => expect(onRequest.mock.calls.length).toBeGreaterThan(asked));
    expect(onRequest.mock.calls.at(-1)).toMatchObject(['member_cvt', { section: 'cohorts' }]);
    // the report's own exports, above its form, are still there for the funnel
    expect(screen.getAllByRole('button', { name: 'Export xlsx' })).toHaveLength(2);
  });
  it("shows the server's message and retries", async () => {
    const onRequest = vi.fn();
    const { container } = render(<RoutedStoryFrame failWith="The report took too long" onRequest={onRequest}><ReportPage reportId="member_level" /></RoutedStoryFrame>);
    await waitFor(() => expect(container.querySelector('.report-error')).toBeTruthy());
    expect(screen.getByText('The report took too long')).toBeTruthy();
    const calls = onRequest.mock.calls.length;
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(onRequest.mock.calls.length).toBeGreaterThan(calls));
  });
  it('waits for Search when auto-search is off', async () => {
    const onRequest = vi.fn();
    const { container } = render(<RoutedStoryFrame autoSearch={false} onRequest={onRequest}><ReportPage reportId="site_compare" /></RoutedStoryFrame>);
    await waitFor(() => expect(screen.getByText('Choose the filters and press Search.')).toBeTruthy());
    expect(onRequest).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy());
    screen.getByRole('button', { name: 'Search' }).click();
    await waitFor(() => expect(container.querySelector('.pager-counter')!.textContent).toMatch(/^Showing 1-12/));
    expect(onRequest.mock.calls[0][1]).toMatchObject({ filters: { range: { preset: 'prev30' } }, sort: [{ field: 'apv_bet', dir: 'desc' }] });
  });
  it('clears a lookup\'s answer when the form is reset to no criterion, and says to choose and search', async () => {
    const onRequest = vi.fn();
    const { container } = render(<RoutedStoryFrame autoSearch={false} onRequest={onRequest}><ReportPage reportId="member_lookup" /></RoutedStoryFrame>);
    await waitFor(() => expect(screen.getByText('Choose the filters and press Search.')).toBeTruthy());
    const username = await waitFor(() => { const input = container.querySelector<HTMLInputElement>('#f-member_lookup_username'); expect(input).toBeTruthy(); return input!; });
    fireEvent.change(username, { target: { value: 'zz-nobody' } });
    screen.getByRole('button', { name: 'Search' }).click();
    await waitFor(() => expect(onRequest).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Choose the filters and press Search.')).toBeNull());
    screen.getByRole('button', { name: 'Reset' }).click();
    await waitFor(() => expect(screen.getByText('Choose the filters and press Search.')).toBeTruthy());
    expect(username.value).toBe('');
  });
  it('searches the defaults again on Reset, so the answer matches the form', async () => {
    const onRequest = vi.fn();
    render(<RoutedStoryFrame path={`/provider/trend?f=${encodeURIComponent('{"sites":7,"range":{"preset":"prev7"}}')}`} onRequest={onRequest}><ReportPage reportId="site_trend" /></RoutedStoryFrame>);
    await waitFor(() => expect(onRequest).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy());
    screen.getByRole('button', { name: 'Reset' }).click();
    await waitFor(() => expect(onRequest).toHaveBeenCalledTimes(2));
    const { filters } = onRequest.mock.calls[1][1];
    expect(filters.range).toEqual({ preset: 'prev30' });
    expect(filters.sites ?? []).not.toEqual([7]);
  });
  it('clears the answer on Reset where the session does not search on open', async () => {
    const onRequest = vi.fn();
    const { container } = render(<RoutedStoryFrame autoSearch={false} onRequest={onRequest}><ReportPage reportId="site_compare" /></RoutedStoryFrame>);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy());
    screen.getByRole('button', { name: 'Search' }).click();
    await waitFor(() => expect(container.querySelector('.pager-counter')!.textContent).toMatch(/^Showing 1-/));
    screen.getByRole('button', { name: 'Reset' }).click();
    await waitFor(() => expect(screen.getByText('Choose the filters and press Search.')).toBeTruthy());
    expect(onRequest).toHaveBeenCalledTimes(1);
  });
  it('opens with the filters a drill link carries', async () => {
    const onRequest = vi.fn();
    render(<RoutedStoryFrame path={`/provider/trend?f=${encodeURIComponent('{"sites":7,"range":{"preset":"prev7"}}')}`} onRequest={onRequest}><ReportPage reportId="site_trend" /></RoutedStoryFrame>);
    await waitFor(() => expect(onRequest).toHaveBeenCalled());
    expect(onRequest.mock.calls[0][1]).toMatchObject({ filters: { sites: [7], range: { preset: 'prev7' } }, page: { index: 0, size: 50 } });
  });
  it('links site names to the site trend with the row as filters', async () => {
    const { container } = await open('site_compare');
    const link = container.querySelector('a.drill-link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toMatch(/^\/provider\/trend\?f=/);
    const f = JSON.parse(new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('f')!);
    expect(f.range).toEqual({ preset: 'prev30' });
    expect(typeof f.sites).toBe('number');
  });
});
