import { describe, expect, it } from 'vitest';
import type { ValueFormatterParams } from 'ag-grid-community';
import { i18n } from '../../../src/i18n/i18n';
import { formatContext } from '../../../src/renderers/format/formatContext';
import { columnDefs } from '../../../src/renderers/grid/columnDefs';
import { columnWidth, NAME_WIDTH_CAP } from '../../../src/renderers/grid/columnWidth';
import { cellFitWidth, CELL_CHROME } from '../../../src/renderers/grid/cellFit';
import { estimateText, HEADER_CHROME, headerFitWidth, headerWords, SORT_ORDER_CHROME } from '../../../src/renderers/grid/headerFit';
import { counterText, counterValues, pageCount } from '../../../src/renderers/grid/counterText';
import { gridHeight, rowsOnPage } from '../../../src/renderers/grid/gridHeight';
import { totalsRow } from '../../../src/renderers/grid/totalsRow';
import { recorded } from './support/recordedNode';

const rates = [{ currency: 'THB', rate_to_base: 0.025 }];
const t = i18n.getFixedT('en');
const tw = i18n.getFixedT('tw');
const ctx = formatContext('THB', rates, 'en', (k) => t(k));
const compare = recorded('site_compare');

describe('counter text', () => {
  it("reads exactly 'Showing a-b records of N (Page p)'", () => {
    expect(counterText(t, { page: 0, size: 50, total: 360 })).toBe('Showing 1-50 records of 360 (Page 1)');
    expect(counterText(t, { page: 7, size: 50, total: 360 })).toBe('Showing 351-360 records of 360 (Page 8)');
  });
  it('is translated for tw', () => {
    expect(counterText(tw, { page: 1, size: 20, total: 45 })).toBe('顯示第 21-40 筆，共 45 筆（第 2 頁）');
  });
  it('counts an empty table as 0-0 on page 1', () => {
    expect(counterValues({ page: 3, size: 20, total: 0 })).toEqual({ from: 0, to: 0, total: 0, page: 1 });
    expect(pageCount(50, 0)).toBe(1);
    expect(pageCount(50, 101)).toBe(3);
  });
});

describe('header widths', () => {
  it('widen a column to its longest header word, so a header wraps between words and is never cut', () => {
    expect(headerFitWidth('Registration cohort', 80)).toBeGreaterThanOrEqual(Math.ceil(estimateText('Registration') + HEADER_CHROME));
    expect(headerFitWidth('Turnover (THB)', 80)).toBeGreaterThan(80);
    expect(headerFitWidth('Site', 180)).toBe(180);
  });
  it('let Chinese headers wrap between any two characters', () => {
    expect(headerWords('註冊世代 (USD)')).toEqual(['註', '冊', '世', '代', '(USD)']);
  });
  it('fit every recorded report header in both languages', () => {
    for (const lang of ['en', 'tw']) {
      const tl = i18n.getFixedT(lang);
      const c = formatContext('THB', rates, lang, (k) => tl(k));
      for (const d of columnDefs(compare.view, { t: tl, ctx: c, desktop: true, sortable: true })) {
        for (const word of headerWords(String(d.headerName))) expect(estimateText(word) + HEADER_CHROME, `${lang} ${d.headerName}`).toBeLessThanOrEqual(d.width!);
      }
    }
  });
});

describe('column definitions', () => {
  const defs = columnDefs(compare.view, { t, ctx, desktop: true, sortable: true });
  const byField = (f: string) => defs.find((d) => d.field === f)!;
  it('label headers by field name, derived figures around their measure, money with its currency', () => {
    expect(byField('site_name').headerName).toBe('Site');
    expect(byField('apv_bet').headerName).toBe('Turnover (THB)');
    expect(byField('gm_dau_growth_rate').headerName).toBe('Active players growth %');
    // in Chinese, with no space inside and full-width brackets round the currency
    const tw = i18n.getFixedT('tw');
    const twDefs = columnDefs(compare.view, { t: tw, ctx: formatContext('THB', rates, 'tw', (k) => tw(k)), desktop: true, sortable: true });
    const twName = (f: string) => String(twDefs.find((d) => d.field === f)!.headerName);
    expect(twName('apv_bet')).toBe(`${tw('fields.apv_bet')}（THB）`);
    expect(twName('gm_dau_growth_rate')).toBe(`${tw('fields.gm_dau')}成長率`);
    expect(byField('apv_bet_rank').headerName).toBe('Turnover rank');
  });
  it('size columns by width class on desktop and 120 below 960 px', () => {
    expect([byField('site_name').width, byField('gm_dau').width]).toEqual([180, 120]);
    // A tiny column is 80 px unless its header's longest word needs more ("Market").
    expect(byField('site_currency').width).toBe(headerFitWidth('Market', 80));
    expect(columnWidth('tiny', false)).toBe(120);
  });
  it('pin, right-align numbers, give header tooltips and the default sort', () => {
    expect(byField('site_name').pinned).toBe('left');
    expect(byField('apv_bet').type).toBe('rightAligned');
    expect(byField('site_name').type).toBeUndefined();
    expect(byField('house_edge').headerTooltip).toMatch(/: GGR divided by turnover$/);
    expect(byField('apv_bet').headerTooltip).toBe('Turnover (THB)');
    expect(byField('apv_bet').initialSort).toBe('desc');
  });
  it('format cells through the formatter registry, in the chosen currency', () => {
    const fmt = (f: string, data: Record<string, unknown>) => (byField(f).valueFormatter as (p: ValueFormatterParams) => string)({ data } as ValueFormatterParams);
    expect(fmt('apv_bet', { apv_bet: 40000 })).toBe('40,000.00');
    expect(fmt('house_edge', { house_edge: 0.0512 })).toBe('5.12%');
    expect(fmt('gm_dau_growth_rate', { gm_dau_growth_rate: 0.1 })).toBe('+10.00%');
  });
  it("label the totals row 'Total' and leave columns that do not total blank", () => {
    const [row] = totalsRow(compare.view.columns, compare.result.totals);
    const fmt = (f: string) => (byField(f).valueFormatter as (p: ValueFormatterParams) => string)({ data: row } as ValueFormatterParams);
    expect(fmt('site_name')).toBe('Total');
    expect(fmt('apv_bet_rank')).toBe('');
    expect(row.apv_bet).toBe(compare.result.totals!.apv_bet);
    expect(totalsRow(compare.view.columns, null)).toEqual([]);
  });
});

describe('grid height', () => {
  it('fits the page, between three and fifteen rows', () => {
    expect(rowsOnPage(7, 50, 360)).toBe(10);
    expect(gridHeight(0, false)).toBe(gridHeight(3, false));
    expect(gridHeight(200, true)).toBe(gridHeight(15, true));
  });
});

describe('cells that read whole (issue 20)', () => {
  const big = { ...compare.result.totals, apv_bet: 123_456_789_012.34, house_net_win: 5 };
  const [totals] = totalsRow(compare.view.columns, big);
  const narrow = columnDefs(compare.view, { t, ctx, desktop: false, sortable: true, sample: [totals] });
  const field = (f: string) => narrow.find((d) => d.field === f)!;
  it('widen a column of figures to its widest figure, the totals row included', () => {
    const text = (field('apv_bet').valueFormatter as (p: ValueFormatterParams) => string)({ data: totals } as ValueFormatterParams);
    expect(field('apv_bet').width).toBeGreaterThanOrEqual(Math.ceil(estimateText(text) + CELL_CHROME));
    expect(field('house_net_win').width).toBe(columnDefs(compare.view, { t, ctx, desktop: false, sortable: true }).find((d) => d.field === 'house_net_win')!.width);
    expect(cellFitWidth([], 120, estimateText)).toBe(120);
  });
  it('widen a name column to its longest name up to a bound, with the whole name as its tooltip', () => {
    // the totals row only: 'Total' fits the column's own width
    expect(field('site_name').width).toBe(120);
    const long = 'A site with a rather long name';
    const named = (name: string, desktop: boolean, wideNames?: boolean) => columnDefs(compare.view, { t, ctx, desktop, wideNames, sortable: true, sample: [{ ...compare.result.res[0], site_name: name }, totals] })
      .find((d) => d.field === 'site_name')!.width!;
    expect(named(long, true)).toBe(Math.ceil(estimateText(long) + CELL_CHROME));
    expect(named(long.repeat(10), true)).toBe(NAME_WIDTH_CAP.desktop);
    expect(named(long.repeat(10), false)).toBe(NAME_WIDTH_CAP.narrow);
    // a section on a desktop page: narrow figures, but a name as wide as the desktop lets it be
    const between = 'A promotion named at some length, past a narrow bound';
    expect(Math.ceil(estimateText(between) + CELL_CHROME)).toBeGreaterThan(NAME_WIDTH_CAP.narrow);
    expect(named(between, false, true)).toBe(Math.ceil(estimateText(between) + CELL_CHROME));
    expect(named(long.repeat(10), false, true)).toBe(NAME_WIDTH_CAP.desktop);
    const tip = field('site_name').tooltipValueGetter!;
    expect(tip({ data: { site_name: 'A site with a very long name indeed' } } as never)).toBe('A site with a very long name indeed');
    // a figure: its tooltip is the whole figure behind a W or E value, and none for one shown whole
    const figureTip = field('apv_bet').tooltipValueGetter!;
    expect(figureTip({ data: { apv_bet: 2_455_312.12 } } as never)).toMatch(/^2,455,312\.12 \(W = /);
    expect(figureTip({ data: { apv_bet: 40_000 } } as never)).toBeUndefined();
  });
  it("leave room for the sort's order number in the headers of a sort by several columns", () => {
    expect(headerFitWidth('requests', 80, estimateText, HEADER_CHROME + SORT_ORDER_CHROME)).toBe(Math.ceil(estimateText('requests') + HEADER_CHROME + SORT_ORDER_CHROME));
  });
});
