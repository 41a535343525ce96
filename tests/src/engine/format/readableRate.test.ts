import { describe, expect, it } from 'vitest';
import { formatRateNumber, readableRate } from '../../../../src/engine/format/readableRate';

describe('readableRate (issue 20: rates in Settings read to sensible precision)', () => {
  it('turns a small rate around: 1 USD in whole VND, grouped', () => {
    expect(readableRate('VND', 0.000038507571459673496, 'USD')).toEqual({ from: 'USD', to: 'VND', rate: '25,969' });
  });

  it('keeps four significant digits when the inverse is below 1,000', () => {
    // 1 / 0.0285 = 35.0877…
    expect(readableRate('THB', 0.0285, 'USD')).toEqual({ from: 'USD', to: 'THB', rate: '35.09' });
  });

  it('keeps the currency first when one unit is worth at least one base unit', () => {
    expect(readableRate('EUR', 1.082345, 'USD')).toEqual({ from: 'EUR', to: 'USD', rate: '1.082' });
    expect(readableRate('KWD', 3.2541, 'USD')).toEqual({ from: 'KWD', to: 'USD', rate: '3.254' });
  });

  it('reads the base currency against itself as 1', () => {
    expect(readableRate('USD', 1, 'USD')).toEqual({ from: 'USD', to: 'USD', rate: '1' });
  });

  it('gives no rate for a missing, zero or negative rate', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(readableRate('VND', bad, 'USD')).toBeNull();
  });

  it('shows every rate it prints within half a unit of its last digit of the exact value', () => {
    for (const rate of [0.000038507571459673496, 0.0000613, 0.00641, 0.0285, 0.0176, 0.19, 1.082345]) {
      const shown = readableRate('X', rate, 'USD')!;
      const exact = shown.from === 'USD' ? 1 / rate : rate;
      const printed = Number(shown.rate.replace(/,/g, ''));
      const digits = shown.rate.includes('.') ? shown.rate.split('.')[1].length : 0;
      expect(Math.abs(printed - exact)).toBeLessThanOrEqual(0.5 * 10 ** -digits + 1e-12);
      expect(shown.rate.replace(/[^0-9]/g, '').replace(/^0+/, '').length).toBeLessThanOrEqual(Math.max(4, Math.floor(Math.log10(exact)) + 1));
    }
  });

  it('formats a rate number with grouping above 1,000', () => {
    expect(formatRateNumber(16234.5)).toBe('16,235');
    expect(formatRateNumber(999.94)).toBe('999.9');
  });
});
