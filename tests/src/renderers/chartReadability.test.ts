import { describe, expect, it } from 'vitest';
import { axisTick, axisUnit } from '../../../src/engine/format/axisUnit';
import { i18n } from '../../../src/i18n/i18n';
import { apexOptions, rotatedOverhang } from '../../../src/renderers/chart/apexOptions';
import { axisText } from '../../../src/renderers/chart/axisText';
import { categoryLines } from '../../../src/renderers/chart/categoryLines';
import type { ChartModel } from '../../../src/renderers/chart/chartModel';
import { escapeOnce } from '../../../src/renderers/chart/escapeHtml';
import { offScale, offScaleNote } from '../../../src/renderers/chart/offScale';
import { isNiceSequence, niceScale, scaleTicks } from '../../../src/engine/format/niceScale';
import { formatContext } from '../../../src/renderers/format/formatContext';

const t = i18n.getFixedT('en');
const ctx = formatContext('USD', [], 'en', (k) => t(k));
const twCtx = formatContext('USD', [], 'tw', (k) => i18n.getFixedT('tw')(k));
const model = (type: ChartModel['type'], data: number[], names = data.map((_, i) => `c${i}`)): ChartModel => ({
  type, stacked: false, categories: names, series: [{ name: 'Deposits', field: 'dpst_amt', format: 'amount', money: true, data }],
});

describe('axis ticks (issue 20)', () => {
  it('use one unit for the whole axis, chosen by its largest figure', () => {
    const ticks = [0, 500_000, 1_000_000, 1_500_000].map((v) => axisText('amount', v, ctx, 1_500_000));
    expect(ticks).toEqual(['0', '50W', '100W', '150W']);
    expect([0, 250_000, 500_000].map((v) => axisText('count', v, ctx, 500_000))).toEqual(['0', '250,000', '500,000']);
    expect(axisTick(300_000_000, axisUnit(300_000_000))).toBe('3E');
  });
  it('are short enough not to be cut (no decimals of a unit)', () => {
    for (const v of [100_000_000, 200_000_000, 50_000_000]) expect(axisText('amount', v, ctx, 200_000_000).length).toBeLessThanOrEqual(6);
  });
});

describe('category labels (issue 20)', () => {
  it('wrap between words instead of being cut, and keep short names whole', () => {
    expect(categoryLines('DesiJackpot Summer Reload Bonus', 16)).toEqual(['DesiJackpot', 'Summer Reload', 'Bonus']);
    expect(categoryLines('QPay', 16)).toEqual(['QPay']);
    expect(categoryLines('首存加碼活動一二三四五六七八', 8)).toEqual(['首存加碼', '活動一二', '三四五六…']);
    // figures and Latin inside Chinese stay whole and unspaced (top brands' rest row read '其餘（ 1 3 ）')
    expect(categoryLines('其餘（13）', 16)).toEqual(['其餘（13）']);
    expect(categoryLines('其餘（13）', 6)).toEqual(['其餘（', '13）']);
    expect(categoryLines('無代理ag_01 會員', 16)).toEqual(['無代理ag_01 會員']);
  });
  it('keep the whole name in the tooltip', () => {
    const name = 'DesiJackpot Summer Reload Bonus';
    const o = apexOptions(model('bar', [5, 3], [name, 'b']), ctx, '');
    const x = (o.options.tooltip!.x as { formatter: (v: number, o: { dataPointIndex: number }) => string }).formatter;
    expect(x(0, { dataPointIndex: 0 })).toBe(name);
  });
});

describe('names at the left edge (issue 20)', () => {
  it('move the grid right by what a rotated long name would reach past the edge, on a phone', () => {
    expect(rotatedOverhang(['Live', 'Card'])).toBe(0);
    const id = 'dev-ddc373d93d60285c';
    expect(rotatedOverhang([id])).toBeGreaterThan(60);
    // a name further right has its slots of room more
    expect(rotatedOverhang(['a', id])).toBeLessThan(rotatedOverhang([id, 'a']));
    const o = apexOptions(model('column', [5, 3], [id, 'b']), ctx, '');
    expect(o.options.grid?.padding?.left).toBe(rotatedOverhang([id, 'b']));
  });
  it('give horizontal bars room for their widest name', () => {
    const o = apexOptions(model('bar', [5, 3], ['Card games', 'SABA']), ctx, '');
    const labels = (o.options.yaxis as { labels: { minWidth: number } }).labels;
    expect(labels.minWidth).toBeGreaterThan(estimateWidth('Card games'));
  });
  it('wrap a long name of a horizontal bar into lines the axis has room for (never cut to "…")', () => {
    // a promotion's name as the demo data dates it: 28 characters on one line were wider than the axis's 200 px
    const o = apexOptions(model('bar', [5, 3], ['Invite Reward Bonus Sep 2026', 'SABA']), ctx, '');
    const labels = (o.options.yaxis as { labels: { minWidth: number; maxWidth: number } }).labels;
    const lines = (o.options.xaxis!.categories as string[][])[0];
    expect(lines.join(' ')).toBe('Invite Reward Bonus Sep 2026');
    for (const line of lines) expect(estimateWidth(line) + 12).toBeLessThanOrEqual(labels.maxWidth);
    expect(labels.minWidth).toBeLessThan(labels.maxWidth);
  });
  it('give every horizontal bar the height of the longest wrapped name, so a two-line name does not reach its neighbours', () => {
    // the chart shares its height evenly among categories: one two-line name among twelve one-line names
    const names = ['Old Bring New Reward Weekly Oct 2026', ...Array.from({ length: 11 }, (_, i) => `Lucky Draw ${i}`)];
    const o = apexOptions(model('bar', names.map((_, i) => 12 - i), names), ctx, '');
    expect((o.options.xaxis!.categories as (string | string[])[])[0]).toHaveLength(2);
    // about 15 px a line, beside the 70 px of axis and legend
    expect((o.minHeight! - 70) / names.length).toBeGreaterThanOrEqual(2 * 15);
    // one-line names keep a compact chart
    const short = apexOptions(model('bar', [3, 2, 1], ['SABA', 'PG', 'PP']), ctx, '');
    expect((short.minHeight! - 70) / 3).toBeLessThan(30);
  });
  it('give stacked horizontal bars one bar\'s height a category, however many series, and their legend its rows', () => {
    // a recap of 18 brands stacked by 12 sites drew each brand 94 px tall on a phone: 1,800 px of chart
    const brands = Array.from({ length: 18 }, (_, i) => `B${i}`);
    const sites = Array.from({ length: 12 }, (_, i) => ({ name: `Site number ${i}`, field: 'turnover', format: 'amount' as const, money: true, data: brands.map((_, j) => 100 - j) }));
    const stacked: ChartModel = { type: 'bar', stacked: true, categories: brands, series: sites };
    const phone = apexOptions(stacked, ctx, '', 358).minHeight!;
    const desk = apexOptions(stacked, ctx, '', 960).minHeight!;
    expect(phone / brands.length).toBeLessThan(45);
    // the phone's legend wraps on more rows: the plot keeps its room
    expect(phone).toBeGreaterThan(desk);
    // side by side, series still get their width each
    const grouped = apexOptions({ ...stacked, stacked: false, series: sites.slice(0, 3) }, ctx, '', 960).minHeight!;
    expect(grouped / brands.length).toBeGreaterThan(desk / brands.length);
  });
});

/** The 12 px axis font's Latin width estimate, as the chart options use it. */
const estimateWidth = (s: string) => s.length * 7.2;

describe('funnel, smoothing, outliers and legends (issue 20)', () => {
  it('labels each funnel step with its value and conversion from the first step', () => {
    const o = apexOptions(model('funnel', [1000, 400, 100], ['Registered', 'Played', 'Deposited']), ctx, '');
    const label = o.options.dataLabels!.formatter as (v: number, o: { dataPointIndex: number }) => string;
    expect(o.options.dataLabels!.enabled).toBe(true);
    expect(label(1000, { dataPointIndex: 0 })).toBe('Registered: 1,000.00');
    expect(label(100, { dataPointIndex: 2 })).toBe('Deposited: 100.00 (10.0%)');
  });
  it('draws straight lines and starts the axis at 0 where no figure is negative', () => {
    const o = apexOptions(model('line', [10, 0, 5_000]), ctx, '');
    expect(o.options.stroke!.curve).toBe('straight');
    expect((o.options.yaxis as { min?: number }[])[0].min).toBe(0);
    // below zero, the axis reaches down to the next nice tick under the lowest figure
    const negative = apexOptions(model('line', [10, -3]), ctx, '');
    expect((negative.options.yaxis as { min?: number }[])[0].min).toBe(-5);
  });
  it('gives no step of a bar axis to a figure below zero too small to be drawn, and keeps a line\'s dip (a channel\'s revenue of -50)', () => {
    const channels = (type: ChartModel['type']): ChartModel => ({ ...model(type, [6_300, 3_900, 2_000]),
      series: [model(type, [6_300, 3_900, 2_000]).series[0], { name: 'Revenue', field: 'revenue', format: 'amount', money: true, data: [2_400, -50, 1_100] }] });
    // on a phone the axis was -5,000 to 10,000, a third of it for a bar of under a pixel
    // (columns are drawn across as bars on a phone)
    expect((apexOptions(channels('column'), ctx, '', 1280).options.yaxis as { min: number }[])[0].min).toBe(0);
    for (const width of [390, 1280]) {
      expect((apexOptions(channels('bar'), ctx, '', width).options.xaxis as { min: number }).min).toBe(0);
      expect((apexOptions(channels('line'), ctx, '', width).options.yaxis as { min: number }[])[0].min).toBeLessThan(0);
    }
    // a figure below zero that can be seen still takes its step
    const seen: ChartModel = { ...channels('column'), series: [channels('column').series[0], { ...channels('column').series[1], data: [2_400, -400, 1_100] }] };
    expect((apexOptions(seen, ctx, '', 1280).options.yaxis as { min: number }[])[0].min).toBeLessThan(0);
  });
  it('caps the axis when one bar is more than four times the next, and names it for a note', () => {
    const cut = offScale(model('column', [46_000, 9_000, 4_000], ['whale', 'b', 'c']))!;
    expect(cut).toMatchObject({ category: 'whale', value: 46_000, max: 13_500 });
    // the axis ends on the nice tick at or above the next bar and a half, and the note says so
    const capped = apexOptions(model('column', [46_000, 9_000, 4_000]), ctx, '');
    expect((capped.options.yaxis as { max?: number }[])[0].max).toBe(15_000);
    expect(capped.offScale?.max).toBe(15_000);
    expect(offScale(model('column', [10_000, 9_000, 4_000]))).toBeNull();
    expect(offScale(model('line', [46_000, 9_000]))).toBeNull();
    // two series: the category's tallest bar against the next category's
    const two: ChartModel = { ...model('column', [176_000, 18_000, 7_000], ['No agent', 'ag_05', 'ag_01']),
      series: [model('column', [176_000, 18_000, 7_000]).series[0], { name: 'GGR', field: 'house_net_win', format: 'amount', money: true, data: [64_000, 6_000, 2_000] }] };
    expect(offScale(two)).toMatchObject({ category: 'No agent', series: 'Deposits', max: 27_000 });
  });
  it('shows legend and tooltip names once escaped: an apostrophe reads as one', () => {
    expect(escapeOnce('Participants&#39; GGR')).toBe('Participants&#39; GGR');
    expect(escapeOnce("Participants' GGR")).toBe('Participants&#39; GGR');
    const o = apexOptions({ ...model('column', [1, 2]), series: [{ name: "Participants' GGR", field: 'x', format: 'amount', money: true, data: [1, 2] }, { name: 'Bonus', field: 'y', format: 'amount', money: true, data: [1, 2] }] }, ctx, '');
    const legend = o.options.legend!.formatter as unknown as (n: string) => string;
    const apexName = (o.series as { name: string }[])[0].name;
    expect(legend(apexName)).toBe('Participants&#39; GGR');
  });
});

describe('a chart made for a phone and nice axes ("every screen right at its edges")', () => {
  const ticksOf = (axis: { min?: number; max?: number; tickAmount?: number }) => Array.from({ length: (axis.tickAmount ?? 0) + 1 }, (_, i) => axis.min! + (i * (axis.max! - axis.min!)) / axis.tickAmount!);
  it('draws every value axis in nice steps (1, 2, 2.5, 5 × 10^k), one grid for two axes', () => {
    // member level: the axis read 801 / 641 / 481 / 320 / 160 from the capped bar
    const level = apexOptions(model('column', [9_651, 534, 201, 90], ['Bronze', 'Silver', 'Gold', 'Platinum']), ctx, '');
    const axis = (level.options.yaxis as { min: number; max: number; tickAmount: number }[])[0];
    expect(isNiceSequence(ticksOf(axis))).toBe(true);
    expect(level.offScale?.max).toBe(axis.max);
    // agent comparison: deposits and turnover of one format share an axis, in nice steps
    const two: ChartModel = { ...model('column', [600_000, 20_000, 15_000]), series: [model('column', [600_000, 20_000, 15_000]).series[0], { name: 'Rate', field: 'r', format: 'rate', money: false, data: [0.12, 0.31, 0.07] }] };
    const axes = apexOptions(two, ctx, '').options.yaxis as { min: number; max: number; tickAmount: number }[];
    expect(axes[0].tickAmount).toBe(axes[1].tickAmount);
    for (const a of axes) expect(isNiceSequence(ticksOf(a))).toBe(true);
    const bars = apexOptions(model('bar', [963_522, 770_818, 10]), ctx, '').options.xaxis as { min: number; max: number; tickAmount: number };
    expect(isNiceSequence(ticksOf(bars))).toBe(true);
  });
  it('steps a duration\'s axis as a clock does, its ticks as whole as the step (payment durations read 0.0s / 16m 40s / 33m 20s)', () => {
    const durations: ChartModel = { ...model('bar', [5_700, 2_400, 1_650], ['EzPay', 'QPay', 'PayNow']), series: [{ name: 'Duration p99', field: 'p99', format: 'duration', money: false, data: [5_700, 2_400, 1_650] }] };
    const axis = apexOptions(durations, ctx, '').options.xaxis as { min: number; max: number; tickAmount: number; labels: { formatter: (v: number) => string } };
    const ticks = ticksOf(axis);
    expect(ticks).toEqual([0, 1_800, 3_600, 5_400, 7_200]);
    expect(ticks.map((v) => axis.labels.formatter(v))).toEqual(['0', '30m', '1h 00m', '1h 30m', '2h 00m']);
    // an axis of seconds and one of minutes
    expect(niceScale(0, 50, 5, false, true)).toMatchObject({ step: 10, max: 50 });
    expect(scaleTicks(niceScale(0, 2_000, 5, false, true)).map((v) => axisText('duration', v, ctx, 2_000, 600))).toEqual(['0', '10m', '20m', '30m', '40m']);
    // in Chinese, in its own units
    expect([0, 1_800, 3_600, 5_400].map((v) => axisText('duration', v, { ...ctx, lang: 'tw' }, 7_200, 1_800))).toEqual(['0', '30分', '1小時00分', '1小時30分']);
    expect(niceScale(0, 4 * 86_400, 4, false, true)).toMatchObject({ step: 86_400 });
  });
  it('caps a bar that flattens the others when other figures are below zero (a channel\'s revenue)', () => {
    const channels: ChartModel = { ...model('column', [674_000, 25_000, 9_000], ['ch_a', 'ch_b', 'ch_c']),
      series: [model('column', [674_000, 25_000, 9_000]).series[0], { name: 'Revenue', field: 'revenue', format: 'amount', money: true, data: [420_000, -12_000, 3_000] }] };
    const cut = apexOptions(channels, ctx, '').offScale;
    expect(cut).toMatchObject({ category: 'ch_a', value: 674_000 });
    expect(cut!.max).toBeGreaterThanOrEqual(25_000 * 1.5);
    expect(cut!.max).toBeLessThan(674_000 / 4);
  });
  it('labels a cut bar with its figure, on that bar alone (member levels\' Bronze cut at 100 reads 1,435)', () => {
    const levels: ChartModel = { ...model('column', [1_435, 55, 44, 11], ['Bronze', 'Silver', 'Gold', 'Platinum']),
      series: [{ ...model('column', [1_435, 55, 44, 11]).series[0], name: 'Members', format: 'count', money: false }, { name: 'Level-ups', field: 'ups', format: 'count', money: false, data: [0, 7, 6, 0] }] };
    const labels = apexOptions(levels, ctx, '').options.dataLabels!;
    expect(labels.enabled).toBe(true);
    expect(labels.enabledOnSeries).toEqual([0]);
    const text = labels.formatter as (v: number, o: { dataPointIndex: number }) => string;
    expect([1_435, 55, 44, 11].map((v, i) => text(v, { dataPointIndex: i }))).toEqual(['1,435', '', '', '']);
    // bars none of which is cut carry no labels
    expect(apexOptions(model('column', [60, 55, 44]), ctx, '').options.dataLabels!.enabled).toBe(false);
  });
  it('does not cap one of two bars: two are read whole on their own axis (vouchers of two promotions)', () => {
    // promotion vouchers with two promotions: 40 against 5 was cut at 2 with a note
    expect(apexOptions(model('column', [40, 5], ['promo_a', 'promo_b']), ctx, '').offScale).toBeNull();
    // a third bar makes 'the others' that the largest flattens
    expect(apexOptions(model('column', [40, 5, 3], ['promo_a', 'promo_b', 'promo_c']), ctx, '').offScale).toMatchObject({ category: 'promo_a' });
  });
  it('caps a bar below zero that flattens the others, at the axis\'s low end, and names it (a promotion\'s GGR lift)', () => {
    const lift = (name: string, data: number[]) => ({ name, field: 'lift', format: 'growthRate' as const, money: false, data });
    // promotion comparison on a warehouse ending 2027-02-28: one promotion's GGR lift of -2,490 % and deposit lift
    // of 1,300 %, every other promotion's lifts at most 439 %
    const lifts: ChartModel = { type: 'bar', stacked: false, categories: ['p_a', 'p_b', 'p_c', 'p_d'],
      series: [lift('Deposits lift', [13.0, 4.39, 1.2, -0.5]), lift('GGR lift', [-24.9, 2.1, -1.4, 0.8])] };
    const cut = apexOptions(lifts, ctx, '').offScale!;
    expect(cut).toMatchObject({ category: 'p_a', series: 'GGR lift', value: -24.9 });
    // both of its bars are past the axis's ends, the largest named first
    expect(cut.bars.map((b) => b.value)).toEqual([-24.9, 13.0]);
    // the low end cuts the outlier and keeps every other bar whole
    expect(cut.min).toBeLessThanOrEqual(-4.39 * 1.5);
    expect(cut.min).toBeGreaterThan(-24.9 / 2);
    expect(cut.max).toBeGreaterThanOrEqual(4.39);
    expect(cut.max).toBeLessThan(13.0);
    const x = apexOptions(lifts, ctx, '').options.xaxis as { min: number; max: number };
    expect([x.min, x.max]).toEqual([cut.min, cut.max]);
    // bars cut at both ends: the note names both ends, and both figures
    const note = offScaleNote(cut, ctx, t);
    const top = Math.max(-cut.min, cut.max);
    expect(note).toBe(t('renderers.chart.offScaleBoth', { category: 'p_a', series: 'GGR lift and Deposits lift', value: '-2,490.00% and +1,300.00%', min: axisText('growthRate', cut.min, ctx, top), max: axisText('growthRate', cut.max, ctx, top) }));
    expect(offScaleNote(cut, twCtx, i18n.getFixedT('tw'))).toMatch(/和 \+1,300\.00%/);
    // one end cut: the note names that end
    const low = apexOptions({ ...lifts, series: [lift('GGR lift', [-24.9, 2.1, -1.4, 0.8])] }, ctx, '').offScale!;
    expect(offScaleNote(low, ctx, t)).toContain(`ends at ${axisText('growthRate', low.min, ctx, Math.max(-low.min, low.max))} so`);
    // a rate's axis groups its thousands as the figures do
    expect(axisText('rate', -10, ctx, 25, 5)).toBe('-1,000%');
    // a positive outlier beside a large figure below zero is measured by size: nothing four times the next, no cut
    expect(offScale(model('column', [46_000, -20_000, 4_000]))).toBeNull();
    // a rate beside amounts is not measured against them
    const mixed: ChartModel = { ...model('column', [46_000, 9_000, 4_000]), series: [model('column', [46_000, 9_000, 4_000]).series[0], lift('Rate', [0.3, 0.2, 0.1])] };
    expect(apexOptions(mixed, ctx, '').offScale).toMatchObject({ series: 'Deposits', value: 46_000 });
    const axes = apexOptions(mixed, ctx, '').options.yaxis as { max: number }[];
    expect(axes[1].max).toBeLessThan(1);
  });
  it('on a phone: names across as bars, wrapped narrower, fewer value ticks; days thinned out across', () => {
    const names = ['ch_a952097ea2', 'ch_1f3b130e40', 'Invite Reward Bonus Sep 2026'];
    const phone = apexOptions(model('column', [9, 5, 3], names), ctx, '', 358);
    expect(phone.type).toBe('bar');
    expect((phone.options.plotOptions!.bar as { horizontal: boolean }).horizontal).toBe(true);
    const lines = (phone.options.xaxis!.categories as string[][]);
    expect(lines[2].join(' ')).toBe(names[2]);
    const labels = (phone.options.yaxis as { labels: { maxWidth: number } }).labels;
    for (const line of lines.flat()) expect(estimateWidth(line) + 12).toBeLessThanOrEqual(labels.maxWidth);
    expect((phone.options.xaxis as { tickAmount: number }).tickAmount).toBeLessThanOrEqual(3);
    // an id longer than a phone's line is broken after its '_' (never cut to '…' by the axis)
    const ids = apexOptions(model('column', [9, 5], ['ag_desijackpot_03', 'ag_manilastar_04']), ctx, '', 358);
    expect((ids.options.xaxis!.categories as string[][])[0]).toEqual(['ag_desijackpot_', '03']);
    expect((ids.options.xaxis!.categories as string[][])[1]).toEqual(['ag_manilastar_04']);
    expect(categoryLines('ag_desijackpot_03', 14)).toEqual(['ag_desijackpot_03']);
    // the value ticks across a phone's bars leave each tick its text's room
    const big = apexOptions(model('column', [9_876_543, 5_000_000, 3_000_000], names), ctx, '', 358).options.xaxis as { tickAmount: number };
    expect(big.tickAmount).toBeLessThanOrEqual(3);
    // the desk keeps columns; time and two kinds of figure stay columns on a phone
    expect(apexOptions(model('column', [9, 5, 3], names), ctx, '', 1200).type).toBe('bar');
    expect((apexOptions(model('column', [9, 5, 3], names), ctx, '', 1200).options.plotOptions!.bar as { horizontal: boolean }).horizontal).toBe(false);
    const days = Array.from({ length: 30 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`);
    const line = apexOptions(model('line', days.map((_, i) => i * 10), days), ctx, '', 358);
    expect((line.options.xaxis as { tickAmount: number }).tickAmount).toBe(4);
    expect((line.options.xaxis!.labels as { rotate: number }).rotate).toBe(0);
    expect((line.options.yaxis as { tickAmount: number }[])[0].tickAmount).toBeLessThanOrEqual(4);
    // a desk names a week's days each, a month's days as many as fit across
    const week = days.slice(0, 7);
    expect((apexOptions(model('line', week.map((_, i) => i * 10), week), ctx, '', 1200).options.xaxis as { tickAmount?: number }).tickAmount).toBeUndefined();
    expect((apexOptions(model('line', days.map((_, i) => i * 10), days), ctx, '', 1200).options.xaxis as { tickAmount?: number }).tickAmount).toBeGreaterThanOrEqual(10);
  });
});
