// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import FilterForm from '../../../../src/renderers/filters/FilterForm';
import { RECORDED } from '../../../../src/renderers/gallery/recordedReports';
import { RoutedStoryFrame } from '../support/routedFrame';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Form({ reportId, onSearch }: { reportId: string; onSearch: (v: Record<string, unknown>) => void }) {
  const [value, setValue] = useState<Record<string, unknown>>({ range: { preset: 'prev30' } });
  return <FilterForm view={RECORDED[reportId].view} value={value} onChange={setValue} onSearch={onSearch} onReset={() => setValue({ range: { preset: 'prev30' } })} />;
}

/** The report's form on a custom range from `from` to `to` ('' leaves a date out). */
function customRange(reportId: string, from: string, to: string) {
  const onSearch = vi.fn();
  const { container } = render(<RoutedStoryFrame><Form reportId={reportId} onSearch={onSearch} /></RoutedStoryFrame>);
  fireEvent.change(container.querySelector(`#f-${reportId}_range`)!, { target: { value: 'custom' } });
  const [fromBox, toBox] = container.querySelectorAll('input[type=date]');
  fireEvent.change(fromBox, { target: { value: from } });
  fireEvent.change(toBox, { target: { value: to } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  return { container, onSearch };
}

describe('a custom range in the filter form', () => {
  it.each(['member_top', 'channel', 'market_trend', 'promo_entire'])('on %s, a start after the end is refused beside the dates', async (reportId) => {
    const { container, onSearch } = customRange(reportId, '2026-05-31', '2026-03-01');
    await waitFor(() => expect(container.querySelector('.filter-field .field-error')?.textContent).toBe(i18n.t('renderers.filters.datesReversed')));
    expect(container.querySelector('.field-error')!.closest('.filter-field')!.querySelector('.range-field')).toBeTruthy();
    // the dates the server would read, swapped, are not shown beside the reversed inputs
    expect(container.querySelector('.range-dates')!.textContent).toBe('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('in order, searches with the dates as picked', async () => {
    const { container, onSearch } = customRange('member_top', '2026-03-01', '2026-05-31');
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0][0]).toMatchObject({ range: { preset: 'custom', from: '2026-03-01', to: '2026-05-31' } });
    expect(container.querySelector('.range-dates')!.textContent).toBe('2026-03-01 – 2026-05-31');
    expect(container.querySelector('.field-error')).toBeNull();
  });

  it('missing its end, asks for both dates without logging the refusal to the console', async () => {
    const logged = vi.spyOn(console, 'error');
    const { container, onSearch } = customRange('member_top', '2026-03-01', '');
    await waitFor(() => expect(container.querySelector('.field-error')?.textContent).toBe('Pick both dates'));
    expect(onSearch).not.toHaveBeenCalled();
    expect(logged.mock.calls.filter((args) => String(args[0]).includes('Form validation failed'))).toEqual([]);
  });
});
