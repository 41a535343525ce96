import { describe, expect, it } from 'vitest';
import { axisTick, axisUnit, stepDecimals } from '../../../../src/engine/format/axisUnit';
import { isNiceSequence, niceScale, scaleTicks } from '../../../../src/engine/format/niceScale';

describe('nice value axes ("every screen right at its edges")', () => {
  it('step by 1, 2, 2.5 or 5 × 10^k from a multiple of the step, never by the data\'s own figures', () => {
    // member level's axis read 801 / 641 / 481…: the next bar and a half, in five equal parts
    const s = niceScale(0, 801, 5);
    expect(s).toEqual({ min: 0, max: 1000, step: 200, ticks: 5 });
    expect(scaleTicks(niceScale(0, 963_522, 5))).toEqual([0, 200_000, 400_000, 600_000, 800_000, 1_000_000]);
    expect(niceScale(0, 13_500, 5)).toMatchObject({ step: 5000, max: 15_000, ticks: 3 });
    for (let hi = 0.37; hi < 5e9; hi *= 1.73) {
      for (const maxTicks of [3, 4, 5, 6]) {
        const scale = niceScale(0, hi, maxTicks);
        expect(scale.ticks).toBeLessThanOrEqual(maxTicks);
        expect(scale.max).toBeGreaterThanOrEqual(hi);
        expect(isNiceSequence(scaleTicks(scale))).toBe(true);
        // the smallest nice step that fits: the axis is never more than about twice and a half the data
        expect(scale.max).toBeLessThan(hi * 2.6);
      }
    }
  });
  it('hold figures below zero on ticks of the same step', () => {
    const s = niceScale(-130_000, 610_000, 5);
    expect(s.min).toBeLessThanOrEqual(-130_000);
    expect(s.max).toBeGreaterThanOrEqual(610_000);
    expect(scaleTicks(s)).toContain(0);
    expect(isNiceSequence(scaleTicks(s))).toBe(true);
  });
  it('count in whole units and give a flat or empty range an axis', () => {
    expect(niceScale(0, 3, 5, true).step).toBe(1);
    expect(niceScale(0, 0.4, 5, false).step).toBe(0.1);
    expect(niceScale(0, 0, 5)).toMatchObject({ min: 0, max: 1 });
    expect(niceScale(7, 7, 5).min).toBe(0);
  });
  it('tell an uneven axis from a nice one (the readable-reports walk reads ticks with it)', () => {
    expect(isNiceSequence([0, 160, 320, 481, 641, 801])).toBe(false);
    expect(isNiceSequence([0, 192_704, 385_409])).toBe(false);
    expect(isNiceSequence([0, 250_000, 500_000, 750_000])).toBe(true);
    expect(isNiceSequence([-0.05, 0, 0.05, 0.1])).toBe(true);
    expect(isNiceSequence([0, 3, 6, 9])).toBe(false);
  });
  it('write every tick with the decimals its step needs, in the axis unit', () => {
    expect(stepDecimals(0.25)).toBe(2);
    expect(stepDecimals(2.5)).toBe(1);
    expect(stepDecimals(50)).toBe(0);
    const unit = axisUnit(1e8 * 0.75, 25_000_000);
    expect([0, 25_000_000, 50_000_000].map((v) => axisTick(v, unit))).toEqual(['0', '2,500W', '5,000W']);
    const e = axisUnit(7.5e8, 2.5e8);
    expect(axisTick(2.5e8, e)).toBe('2.5E');
    const quarter = axisUnit(1e9, 2.5e7);
    expect(axisTick(2.5e7, quarter)).toBe('0.25E');
  });
});

describe('reading an axis tick back', () => {
  it('reads the figures axisTick writes, and nothing else', async () => {
    const { readAxisTick } = await import('../../../../src/engine/format/axisUnit');
    expect(['150W', '2.5E', '12.5%', '-200,000', '0', '1,000,000'].map(readAxisTick)).toEqual([1_500_000, 250_000_000, 0.125, -200_000, 0, 1_000_000]);
    expect(readAxisTick('1h 20m')).toBeNull();
    expect(readAxisTick('11-02')).toBeNull();
  });
});
