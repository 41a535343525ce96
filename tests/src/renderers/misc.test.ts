import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../../src/renderers/api/fileName';
import { pickerOptions } from '../../../src/engine/filters/pickerOptions';
import { rangeText } from '../../../src/renderers/filters/rangeText';
import { searchReducer } from '../../../src/renderers/hooks/searchState';
import { formatContext } from '../../../src/renderers/format/formatContext';
import { recorded } from './support/recordedNode';

describe('export file name', () => {
  it('reads the UTF-8 name first, then the plain one, else the fallback', () => {
    expect(fileNameFromDisposition(`attachment; filename="site_compare-2026-11-22.xlsx"; filename*=UTF-8''site_compare-2026-11-22.xlsx`, 'x.xlsx')).toBe('site_compare-2026-11-22.xlsx');
    expect(fileNameFromDisposition('attachment; filename="a b.xlsx"', 'x.xlsx')).toBe('a b.xlsx');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E5%A0%B1%E8%A1%A8.xlsx`, 'x.xlsx')).toBe('報表.xlsx');
    expect(fileNameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.xlsx')).toBe('passwd');
  });
});

describe('picker options', () => {
  const lists = {
    sites: [{ site_id: 1, site_name: 'LuckyThai88', site_currency: 'THB' }, { site_id: 2, site_name: 'VinaWin', site_currency: 'VND' }, { site_id: 3, site_name: 'SiamSlot', site_currency: 'THB' }],
    gameKinds: [{ game_kind_code: 'slot', game_kind_name: 'Slot Games' }],
    gameBrands: [{ game_brand_code: 'PG' }],
    markets: [{ currency: 'THB', market_name: 'Thailand' }],
  };
  it('come from the session lists', () => {
    expect(pickerOptions('sites', lists).map((o) => o.label)).toEqual(['LuckyThai88', 'VinaWin', 'SiamSlot']);
    expect(pickerOptions('markets', lists)).toEqual([{ value: 'THB', label: 'THB · Thailand' }, { value: 'VND', label: 'VND' }]);
    expect(pickerOptions('gameKinds', lists)).toEqual([{ value: 'slot', label: 'Slot Games' }]);
    expect(pickerOptions('gameBrands', lists)).toEqual([{ value: 'PG', label: 'PG' }]);
  });
});

describe('date range text', () => {
  it('shows the dates a preset stands for', () => {
    expect(rangeText({ preset: 'prev7' }, '2026-11-22')).toBe('2026-11-15 – 2026-11-21');
    expect(rangeText({ preset: 'mtd' }, '2026-11-22')).toBe('2026-11-01 – 2026-11-22');
    expect(rangeText({ preset: 'custom' }, '2026-11-22')).toBe('');
  });
});

describe('search state', () => {
  const first = recorded('site_trend').result;
  it('keeps the first page totals and chart while later pages load', () => {
    let s = searchReducer({ status: 'idle' }, { type: 'start' });
    s = searchReducer(s, { type: 'page', index: 0, result: first });
    s = searchReducer(s, { type: 'start' });
    expect(s).toMatchObject({ status: 'loading', first });
    s = searchReducer(s, { type: 'page', index: 2, result: { ...first, totals: null, chart: null } });
    expect(s.status === 'ready' && s.first.totals).toEqual(first.totals);
    expect(searchReducer(s, { type: 'fail', message: 'boom' })).toMatchObject({ status: 'error', message: 'boom' });
  });
});

describe('format context', () => {
  it('falls back to the base currency when no rate is known', () => {
    expect(formatContext('XYZ', [], 'en', (k) => k).currency).toBe('USD');
    expect(formatContext('THB', [{ currency: 'THB', rate_to_base: 0.03 }], 'en', (k) => k).currency).toBe('THB');
  });
});
