// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n/i18n';
import { ExportButton } from '../../../src/renderers/export/ExportButton';
import FilterForm from '../../../src/renderers/filters/FilterForm';
import { RECORDED } from '../../../src/renderers/gallery/recordedReports';
import { RoutedStoryFrame } from './support/routedFrame';
import { Pager } from '../../../src/renderers/grid/Pager';
import { ReportMeta } from '../../../src/renderers/ReportMeta';
import { formatContext } from '../../../src/renderers/format/formatContext';
import { DEMO_RATES } from '../../../src/renderers/gallery/demoSession';

afterEach(cleanup);

function Form({ reportId, onSearch, initial = { range: { preset: 'prev30' }, metrics: ['apv_bet'], grain: 'day' } }: { reportId: string; onSearch: (v: Record<string, unknown>) => void; initial?: Record<string, unknown> }) {
  const [value, setValue] = useState<Record<string, unknown>>(initial);
  return <FilterForm view={RECORDED[reportId].view} value={value} onChange={setValue} onSearch={onSearch} onReset={() => setValue({ range: { preset: 'prev30' } })} />;
}

describe('the filter form', () => {
  it('renders every filter with its label and searches with the chosen values', async () => {
    const onSearch = vi.fn();
    const { container } = render(<RoutedStoryFrame><Form reportId="site_trend" onSearch={onSearch} /></RoutedStoryFrame>);
    expect([...container.querySelectorAll('.filter-field > label')].map((l) => l.textContent)).toEqual(['Date range', 'Group by', 'Metrics', 'Markets', 'Sites']);
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    fireEvent.click(screen.getByRole('button', { name: 'GGR' }));
    fireEvent.change(container.querySelector('#f-site_trend_range')!, { target: { value: 'custom' } });
    expect(container.querySelectorAll('input[type=date]')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0][0]).toMatchObject({ grain: 'week', metrics: ['apv_bet', 'house_net_win'], range: { preset: 'custom' } });
  });
  it("shows spec §5's message and does not search when a value is invalid", async () => {
    const onSearch = vi.fn();
    const { container } = render(<RoutedStoryFrame><Form reportId="site_trend" onSearch={onSearch} /></RoutedStoryFrame>);
    fireEvent.change(container.querySelector('#f-site_trend_range')!, { target: { value: 'custom' } });
    fireEvent.change(container.querySelectorAll('input[type=date]')[0], { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(container.querySelector('.field-error')).toBeTruthy());
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe("a report's numeric parameter", () => {
  it('is a number box within its bounds: a value beyond them is said with them and not searched, one within them is', async () => {
    const onSearch = vi.fn();
    const { container } = render(<RoutedStoryFrame><Form reportId="net_revenue" onSearch={onSearch} initial={{ range: { preset: 'prev30' } }} /></RoutedStoryFrame>);
    const box = container.querySelector<HTMLInputElement>('#f-net_revenue_feeRate')!;
    expect([box.type, box.min, box.max, box.step]).toEqual(['number', '0', '100', 'any']);
    expect(container.querySelector('label[for="f-net_revenue_feeRate"]')!.textContent).toBe('Platform fee (% of positive NGR)');
    fireEvent.change(box, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(container.querySelector('.field-error')?.textContent).toContain('At most 100'));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0][0]).toMatchObject({ feeRate: 7.5 });
  });
});

describe('the export button', () => {
  it('shows progress, stays disabled while it runs and saves the file', async () => {
    const save = vi.fn();
    render(<RoutedStoryFrame delayMs={200}><ExportButton reportId="site_compare" save={save} request={() => ({ filters: {}, currency: 'THB', lang: 'en' })} /></RoutedStoryFrame>);
    fireEvent.click(screen.getByRole('button', { name: 'Export xlsx' }));
    const busy = await screen.findByRole('button', { name: /Exporting/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][1]).toBe('site_compare.xlsx');
    expect((screen.getByRole('button', { name: 'Export xlsx' }) as HTMLButtonElement).disabled).toBe(false);
  });
  it('is disabled before a search, and says why', () => {
    render(<RoutedStoryFrame><ExportButton reportId="member_search" save={vi.fn()} request={() => null} ready={false} /></RoutedStoryFrame>);
    for (const name of ['Export xlsx', 'Export CSV']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe('Search first: an export holds the rows of the search on screen');
    }
  });
  it("shows the server's message when the export fails", async () => {
    render(<RoutedStoryFrame failWith="Privilege not enough"><ExportButton reportId="site_compare" save={vi.fn()} request={() => ({ filters: {} })} /></RoutedStoryFrame>);
    fireEvent.click(screen.getByRole('button', { name: 'Export xlsx' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Export failed: Privilege not enough');
  });
});

describe('an enum filter', () => {
  it('offers "All" where it narrows a dimension, never for a choice of the report\'s own with a default (group by)', () => {
    const { container } = render(<RoutedStoryFrame><Form reportId="game_stats" onSearch={vi.fn()} initial={{ range: { preset: 'prev30' } }} /></RoutedStoryFrame>);
    const groupBy = container.querySelector<HTMLSelectElement>('#f-game_stats_groupBy')!;
    expect([...groupBy.options].map((o) => o.textContent)).toEqual(['Game kind', 'Brand', 'Theme']);
    expect(groupBy.selectedOptions[0].textContent).toBe('Game kind');
    cleanup();
    const promo = render(<RoutedStoryFrame><Form reportId="promo_entire" onSearch={vi.fn()} initial={{ range: { preset: 'prev30' } }} /></RoutedStoryFrame>);
    const type = promo.container.querySelector<HTMLSelectElement>('#f-promo_entire_promoType')!;
    expect(type.options[0].textContent).toBe('All');
  });
});

describe('the pager', () => {
  it('counts, pages and changes the page size', () => {
    const onPage = vi.fn();
    const onSize = vi.fn();
    render(<RoutedStoryFrame><Pager page={1} size={50} total={360} onPage={onPage} onSize={onSize} /></RoutedStoryFrame>);
    expect(screen.getByText('Showing 51-100 records of 360 (Page 2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '200' } });
    expect(onSize).toHaveBeenCalledWith(200);
    expect([...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['20', '50', '100', '200']);
  });
});

describe('the line above the figures', () => {
  it('marks the rows covering less than the others: the cells end with *, and the line says why, in both languages', async () => {
    const { i18n } = await import('../../../src/i18n/i18n');
    const { cellText } = await import('../../../src/renderers/grid/columnDefs');
    const { view, result } = RECORDED.promo_compare;
    const column = view.columns.find((c) => c.field === 'effect_days_after')!;
    const short = result.res.find((r) => Number(r.effect_days_after) < 14)!;
    const whole = result.res.find((r) => Number(r.effect_days_after) === 14)!;
    const marks = [{ field: 'effect_days_after', values: [Number(short.effect_days_after)], noteKey: 'renderers.marks.shortWindow', vars: { days: 14 } }];
    const en = i18n.getFixedT('en');
    const ctx = formatContext('USD', DEMO_RATES, 'en', (k: string) => en(k));
    expect(cellText(column, false, short, ctx, en, marks)).toBe(`${short.effect_days_after} *`);
    expect(cellText(column, false, whole, ctx, en, marks)).toBe('14');
    for (const [lang, text] of [['en', '* fewer than 14 days since the start so far: figures over the days there are, left out of the totals row'], ['tw', '* 開始至今未滿 14 天：數據依已有天數計算，不計入合計']]) {
      await i18n.changeLanguage(lang);
      render(<RoutedStoryFrame><ReportMeta result={{ ...result, meta: { ...result.meta, marks } }} ctx={ctx} /></RoutedStoryFrame>);
      expect([...document.querySelectorAll('.report-meta-note')].map((n) => n.textContent)).toContain(text);
      cleanup();
    }
    await i18n.changeLanguage('en');
  });

  it('names the currency of a report with amounts, and none for a report of counts alone', () => {
    const ctx = formatContext('USD', DEMO_RATES, 'en', (k: string) => k);
    const compare = RECORDED.site_compare;
    const activity = RECORDED.member_activity;
    expect(compare.view.columns.some((c) => c.money)).toBe(true);
    expect(activity.view.columns.some((c) => c.money)).toBe(false);
    const withAmounts = render(<RoutedStoryFrame><ReportMeta result={compare.result} ctx={ctx} money={compare.view.columns.some((c) => c.money)} /></RoutedStoryFrame>);
    expect(withAmounts.container.querySelector('.report-meta')!.textContent).toMatch(/Amounts in USD/);
    cleanup();
    const counts = render(<RoutedStoryFrame><ReportMeta result={activity.result} ctx={ctx} money={activity.view.columns.some((c) => c.money)} /></RoutedStoryFrame>);
    const line = counts.container.querySelector('.report-meta')!.textContent!;
    expect(line).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(line).not.toMatch(/Amounts in|USD|daily rates/);
  });
});
