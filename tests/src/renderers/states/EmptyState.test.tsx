// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import { EmptyState } from '../../../../src/renderers/states/StateOverlays';
import { globalStore } from '../../../../src/state/globalStore';

afterEach(() => { cleanup(); globalStore.domain = null; void i18n.changeLanguage('en'); });

const said = (range?: { from: string; to: string }) => render(<EmptyState range={range} />).container.querySelector('.report-empty span')!.textContent;

describe('the empty state says why no row matched', () => {
  it('a period inside the data: the filters or the period may be too narrow', () => {
    globalStore.domain = { dataStart: '2024-09-01', dataEnd: '2026-11-27' };
    expect(said({ from: '2026-03-01', to: '2026-03-31' })).toBe('No rows match these filters between 2026-03-01 and 2026-03-31. Try a longer period or fewer filters.');
  });

  it('a period wholly before the first day of data, or after its last: there is no data then, in both languages', async () => {
    globalStore.domain = { dataStart: '2024-09-01', dataEnd: '2026-11-27' };
    expect(said({ from: '2020-01-01', to: '2020-01-31' })).toBe('There is no data before 2024-09-01: this period, 2020-01-01 to 2020-01-31, ends before it. Pick a later period.');
    expect(said({ from: '2027-01-01', to: '2027-01-31' })).toBe('The data ends 2026-11-27: this period, 2027-01-01 to 2027-01-31, starts after it. Pick an earlier period.');
    cleanup();
    await i18n.changeLanguage('tw');
    expect(said({ from: '2020-01-01', to: '2020-01-31' })).toBe('2024-09-01 之前沒有資料：此期間（2020-01-01 至 2020-01-31）在此之前結束。請選擇較晚的期間。');
  });

  it('a period reaching into the data, or data days not known yet, says what it always did', () => {
    globalStore.domain = { dataStart: '2024-09-01', dataEnd: '2026-11-27' };
    expect(said({ from: '2024-08-01', to: '2024-09-05' })).toContain('Try a longer period');
    globalStore.domain = null;
    expect(said({ from: '2020-01-01', to: '2020-01-31' })).toContain('Try a longer period');
    expect(said()).toBe('No rows match these filters.');
  });
});
