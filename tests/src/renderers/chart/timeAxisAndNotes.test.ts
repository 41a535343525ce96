import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import { apexOptions, dateNamer, legendRoom, timeTickAmount } from '../../../../src/renderers/chart/apexOptions';
import type { ChartModel, ChartSeries } from '../../../../src/renderers/chart/chartModel';
import { cjkSpaced, offScale, offScaleNote } from '../../../../src/renderers/chart/offScale';
import { formatContext } from '../../../../src/renderers/format/formatContext';

const t = i18n.getFixedT('en');
const tw = i18n.getFixedT('tw');
const ctx = formatContext('USD', [], 'en', (k) => t(k));
const twCtx = formatContext('USD', [], 'tw', (k) => tw(k));

/** n days from 2026-09-01, as the chart model names them. */
const days = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10));
const series = (name: string, data: (number | null)[], format: ChartSeries['format'] = 'amount', money = true): ChartSeries => ({ name, field: name.toLowerCase(), format, money, data });
const trend = (n: number, type: ChartModel['type'] = 'line', count = 1): ChartModel => ({
  type, stacked: false, categories: days(n),
  series: Array.from({ length: count }, (_, k) => series(`S${k}`, days(n).map((_, i) => (i + 1) * (k + 1)))),
});

type XAxis = { tickAmount?: number; categories: unknown[]; labels: { rotate: number }; title?: { text?: string } };
const xaxis = (o: ReturnType<typeof apexOptions>) => o.options.xaxis as XAxis;

/** The categories ApexCharts names for `tickAmount` T of n (every round(n / (T + 1))-th from the first), as its AxesUtils does. */
const named = (n: number, ticks?: number) => {
  if (ticks === undefined || ticks > n) return Array.from({ length: n }, (_, i) => i);
  const every = Math.round(n / (ticks + 1));
  return Array.from({ length: n }, (_, i) => i).filter((i) => i % every === 0);
};
/** An MM-DD name across in the 12 px axis font (7.2 px a character, as the options estimate it). */
const NAME = 5 * 7.2;

describe('a time axis on a desk names its days across, every few days, where rotated days would pile up', () => {
  it('90 days in a 940 px card (1280 px window): a name every N days, N days wider than a name, every day still drawn', () => {
    const o = apexOptions(trend(90), ctx, '', 940);
    const x = xaxis(o);
    expect(x.tickAmount).toBeDefined();
    expect(x.labels.rotate).toBe(0);
    const shown = named(90, x.tickAmount);
    // the plot is the card less its value axis (at least 840 px): names a day's slot × N apart, not overlapping
    const every = shown[1] - shown[0];
    expect(every * (840 / 90)).toBeGreaterThan(NAME + 4);
    // as many as fit: more than a phone's five, fewer than the 90 that piled up
    expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(shown.length).toBeLessThanOrEqual(20);
    expect(x.categories).toHaveLength(90);
    expect((o.series as { data: unknown[] }[])[0].data).toHaveLength(90);
  });
  it('columns over 90 days and two kinds of figure (a second axis) are thinned too', () => {
    const column = trend(90, 'column');
    expect(xaxis(apexOptions(column, ctx, '', 940)).tickAmount).toBeDefined();
    const two: ChartModel = { ...trend(90), series: [trend(90).series[0], series('Rate', days(90).map(() => 0.1), 'rate', false)] };
    const ticks = timeTickAmount(two.categories, 940, 2)!;
    expect(ticks).toBeLessThanOrEqual(timeTickAmount(two.categories, 940, 1)!);
  });
  it('names a 30-day range across on a desk, as many days as fit (ApexCharts does not turn crowded names reliably)', () => {
    for (const width of [940, 1200, undefined]) {
      const x = xaxis(apexOptions(trend(30), ctx, '', width));
      expect(x.labels.rotate).toBe(0);
      const shown = named(30, x.tickAmount);
      // a line's days span the plot (the card less its value axis) in n - 1 steps
      expect((shown[1] - shown[0]) * (((width ?? 900) - 100) / 29), `30 days at ${width}`).toBeGreaterThan(NAME + 4);
      expect(shown.length).toBeGreaterThanOrEqual(10);
    }
  });
  it('names months as YYYY-MM, and days with their year where the axis crosses one', () => {
    // 24 months, each dated on its 1st (the month grain's rows): 11-01 … 10-01, 11-01 … named no year and ran together
    const months = Array.from({ length: 24 }, (_, i) => { const m = (10 + i) % 12; return `${2024 + Math.floor((10 + i) / 12)}-${String(m + 1).padStart(2, '0')}-01`; });
    const x = xaxis(apexOptions({ ...trend(24), categories: months, series: [series('Turnover', months.map((_, i) => i))] }, ctx, '', 1200));
    expect(x.categories.flat()).toEqual(months.map((m) => m.slice(0, 7)));
    const shown = named(24, x.tickAmount);
    expect((shown[1] - shown[0]) * (1100 / 23)).toBeGreaterThan(7 * 7.2 + 4);
    // days across a new year keep the year; within one year, MM-DD
    expect(dateNamer(['2025-12-30', '2025-12-31', '2026-01-01'])('2026-01-01')).toBe('2026-01-01');
    expect(dateNamer(['2026-05-01', '2026-05-02'])('2026-05-02')).toBe('05-02');
    expect(dateNamer(['Slots', 'Fishing'])('Slots')).toBe('Slots');
  });
  it("names a column chart's days across, thinned where they do not all fit, since its crowded names are not turned (a member's 26 days in a 940 px card)", () => {
    for (const [n, width] of [[26, 940], [30, 1200], [30, 940]] as const) {
      const x = xaxis(apexOptions(trend(n, 'column'), ctx, '', width));
      expect(x.tickAmount, `${n} days at ${width}`).toBeDefined();
      expect(x.labels.rotate).toBe(0);
      const shown = named(n, x.tickAmount);
      // columns stand in n slots across the plot (the card less its value axis)
      expect((shown[1] - shown[0]) * ((width - 100) / n), `${n} days at ${width}`).toBeGreaterThan(NAME + 4);
      expect(shown.length).toBeGreaterThanOrEqual(8);
    }
    // a week's columns are all named
    expect(xaxis(apexOptions(trend(7, 'column'), ctx, '', 940)).tickAmount).toBeUndefined();
  });
  it('names the last period too where a step at most half as wide again reaches it (two years by week, 105 weeks)', () => {
    let reached = 0;
    for (const n of [53, 60, 90, 105, 120, 365]) {
      for (const width of [700, 940, 1200]) {
        const ticks = timeTickAmount(days(n), width);
        if (ticks === undefined) continue;
        const shown = named(n, ticks);
        const step = shown[1] - shown[0];
        // the names never crowd closer than without the last one
        expect(step * ((width - 100) / n), `${n} at ${width}`).toBeGreaterThan(NAME + 4);
        const reachable = Array.from({ length: ticks }, (_, i) => ticks - i).some((t) => {
          const s = Math.round(n / (t + 1));
          return s >= step && s <= 1.5 * step && (n - 1) % s === 0;
        });
        if (reachable) expect(shown.at(-1), `${n} at ${width}`).toBe(n - 1);
        if (shown.at(-1) === n - 1) reached++;
      }
    }
    expect(reached).toBeGreaterThan(5);
  });
  it('names fewer days the narrower the card, and a wider card names more', () => {
    const cats = days(90);
    const at = (w: number) => named(90, timeTickAmount(cats, w)).length;
    expect(at(700)).toBeLessThan(at(940));
    expect(at(940)).toBeLessThan(at(1600));
    // a custom range of two years on a desk still names days across, not hundreds
    expect(named(730, timeTickAmount(days(730), 940)).length).toBeLessThanOrEqual(20);
  });
});

describe('a time axis on a phone', () => {
  it('keeps five days named across a 358 px card (30 and 90 days)', () => {
    expect(timeTickAmount(days(30), 358)).toBe(4);
    expect(timeTickAmount(days(90), 358)).toBe(4);
  });
  it('the dashboard\'s site trend (7 days, twelve sites) in a 302 px card: names that do not collide', () => {
    const o = apexOptions(trend(7, 'line', 12), ctx, '', 302);
    const x = xaxis(o);
    expect(x.labels.rotate).toBe(0);
    const shown = named(7, x.tickAmount);
    expect(shown.length).toBeLessThan(7);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    // a line's days span the plot (about 200 px) in n - 1 steps
    expect((shown[1] - shown[0]) * (200 / 6)).toBeGreaterThan(NAME + 4);
  });
});

describe('the off-the-scale note names every cut bar', () => {
  // Channels: one channel's deposits and revenue both far above every other channel's
  const channels: ChartModel = {
    type: 'column', stacked: false, categories: ['ch_aa4433922e', 'ch_1f3b130e40', 'ch_801c177334'],
    series: [series('Deposits', [1_302_200, 17_500, 11_000]), series('Revenue', [1_285_000, 17_200, 4_700])],
  };
  it('offScale lists the cut category\'s bars past the axis, the tallest first', () => {
    const cut = offScale(channels)!;
    expect(cut).toMatchObject({ category: 'ch_aa4433922e', series: 'Deposits', value: 1_302_200 });
    expect(cut.bars.map((b) => b.series)).toEqual(['Deposits', 'Revenue']);
    const drawn = apexOptions(channels, ctx, '', 940).offScale!;
    expect(drawn.bars.map((b) => [b.series, b.value])).toEqual([['Deposits', 1_302_200], ['Revenue', 1_285_000]]);
    for (const b of drawn.bars) expect(b.value).toBeGreaterThan(drawn.max);
  });
  it('the note names both series and both figures, in English and in Traditional Chinese', () => {
    const cut = apexOptions(channels, ctx, '', 940).offScale!;
    const en = offScaleNote(cut, ctx, t);
    expect(en).toContain('ch_aa4433922e');
    expect(en).toContain('Deposits');
    expect(en).toContain('Revenue');
    expect(en).toContain('130.22W');
    expect(en).toContain('128.50W');
    const zh = offScaleNote(cut, twCtx, tw);
    expect(zh).toContain('Deposits');
    expect(zh).toContain('Revenue');
    expect(zh).toContain('128.50W');
  });
  it('spaces Chinese from names and figures beside it, never two Han characters apart', () => {
    expect(cjkSpaced('無代理 的存款金額和營收（GGR）為 552.73W和185.57W，超出刻度：座標軸止於 600,000，以便閱讀其他長條。'))
      .toBe('無代理的存款金額和營收（GGR）為 552.73W 和 185.57W，超出刻度：座標軸止於 600,000，以便閱讀其他長條。');
    expect(cjkSpaced('ag_vinawin_09 的存款金額為 130.22W')).toBe('ag_vinawin_09 的存款金額為 130.22W');
  });
  it('a bar of the category under the axis\'s end is drawn whole and not named', () => {
    const one: ChartModel = { ...channels, series: [channels.series[0], series('Revenue', [20_000, 17_200, 4_700])] };
    const cut = apexOptions(one, ctx, '', 940).offScale!;
    expect(cut.bars.map((b) => b.series)).toEqual(['Deposits']);
    const note = offScaleNote(cut, ctx, t);
    expect(note).toContain('Deposits');
    expect(note).not.toContain('Revenue');
    // one bar reads as the note always did
    expect(note).toBe(t('renderers.chart.offScale', { category: 'ch_aa4433922e', series: 'Deposits', value: '130.22W', max: note.match(/ends at (\S+) so/)![1] }));
  });
});

describe('horizontal bars say what they plot', () => {
  const bars = (s: ChartSeries[]): ChartModel => ({ type: 'bar', stacked: false, categories: ['rich66580', 'm2', 'm3'], series: s });
  it('a one-series bar chart titles its value axis with the series and currency, as columns do', () => {
    expect(xaxis(apexOptions(bars([series('Turnover', [9, 5, 3])]), ctx, '', 940)).title?.text).toBe('Turnover · USD');
    expect(xaxis(apexOptions(bars([series('Fail rate', [0.3, 0.2, 0.1], 'rate', false)]), ctx, '', 940)).title?.text).toBe('Fail rate');
    expect(xaxis(apexOptions(bars([series('GGR', [9, 5, 3])]), ctx, '', 358)).title?.text).toBe('GGR · USD');
  });
  it('columns of one series are drawn as bars on a phone with the same title', () => {
    const columns: ChartModel = { ...bars([series('Deposits', [9, 5, 3])]), type: 'column' };
    expect(xaxis(apexOptions(columns, ctx, '', 358)).title?.text).toBe('Deposits · USD');
    expect((apexOptions(columns, ctx, '', 940).options.yaxis as { title?: { text?: string } }[])[0].title?.text).toBe('Deposits · USD');
  });
  it('several series keep their legend; the axis names the currency', () => {
    const o = apexOptions(bars([series('Deposits', [9, 5, 3]), series('Withdrawals', [4, 2, 1])]), ctx, '', 940);
    expect(xaxis(o).title?.text).toBe('USD');
    expect(o.options.legend?.show).toBe(true);
  });
});

describe('a legend below the plot', () => {
  const sites = ['VinaWin', 'LuckyThai88', 'DesiJackpot', 'GarudaPlay', 'JakartaJP', 'SambaBet', 'ManilaStar', 'SiamSlot', 'SaigonBet', 'KLRoyal', 'MumbaiRoyale', 'PinoyPanalo'];
  it('gives a phone widget of twelve sites the height its legend rows take beside a plot of 150 px', () => {
    const room = legendRoom(sites, 302)!;
    expect(room).toBeGreaterThanOrEqual(150 + 45 + 4 * 24);
  });
  it('asks nothing more on a desk, where the names take a row or two', () => {
    expect(legendRoom(sites, 1180)).toBeUndefined();
    expect(legendRoom(['Deposits', 'Revenue'], 302)).toBeUndefined();
  });
});
