import { describe, expect, it } from 'vitest';
import { escapeCell } from '../../../src/engine/format/escapeCell';
import { FORMAT_IDS } from '../../../src/engine/format/formatId';
import { formatter, listFormatters, wholeText, type FormatContext } from '../../../src/engine/format/formatters';
import { largeNumber } from '../../../src/engine/format/largeNumber';

const ctx: FormatContext = { currency: 'THB', rates: [{ currency: 'USD', rate_to_base: 1 }, { currency: 'THB', rate_to_base: 0.025 }], lang: 'en' };

describe('large numbers (spec §9)', () => {
  it('shows figures below 1,000,000 in full', () => {
    expect(largeNumber(999_999.5, 2)).toBe('999,999.50');
    expect(largeNumber(-12_345, 0)).toBe('-12,345');
  });
  it('uses W (10,000) from 1,000,000 and E (100,000,000) from 100,000,000', () => {
    expect(largeNumber(1_000_000, 2)).toBe('100.00W');
    expect(largeNumber(12_345_678, 0)).toBe('1,234.57W');
    expect(largeNumber(250_000_000, 2)).toBe('2.50E');
  });
  it('gives the whole figure behind a W or E value for its tooltip, and nothing for a figure shown whole or not in units', () => {
    expect(wholeText('amount', 2_455_312.123, ctx)).toBe('2,455,312.12');
    expect(wholeText('count', 12_345_678, ctx)).toBe('12,345,678');
    expect(wholeText('count', -250_000_000, { ...ctx, lang: 'tw' })).toBe('-250,000,000');
    expect(wholeText('amount', 999_999.5, ctx)).toBeUndefined();
    expect(wholeText('rate', 2_000_000, ctx)).toBeUndefined();
    expect(wholeText('amount', null, ctx)).toBeUndefined();
  });
});

describe('formatter registry', () => {
  it('has a formatter for every format id, with a description', () => {
    expect(listFormatters().map((f) => f.id).sort()).toEqual([...FORMAT_IDS].sort());
    for (const f of listFormatters()) expect(f.description.length).toBeGreaterThan(5);
  });
  it('writes a figure plain for a program (the CSV): rounded as shown, rates in percent, no grouping or unit', () => {
    expect(formatter('rate').plainText(0.571, ctx)).toBe('57.10');
    expect(formatter('growthRate').plainText(-0.12344, ctx)).toBe('-12.34');
    expect(formatter('growthRate').plainText(0.5, ctx)).toBe('50.00');
    expect(formatter('amount').plainText(12_345_678.456, ctx)).toBe('12345678.46');
    expect(formatter('amount').plainText(-0.001, ctx)).toBe('0.00');
    expect(formatter('count').plainText(2_000_000, ctx)).toBe('2000000');
    expect(formatter('rankChange').plainText(-3, ctx)).toBe('-3');
    expect(formatter('duration').plainText(65.25, ctx)).toBe('65.3');
    expect(formatter('amount').plainText(null, ctx)).toBeNull();
    expect(formatter('text').plainText('=1+1', ctx)).toBe('=1+1');
    expect(formatter('rate').plain).toMatchObject({ scale: 100, unit: '%' });
    // the grid's text of the same figure, once its grouping, sign and unit are taken off
    expect(Number(formatter('rate').text(0.571, ctx).replace('%', ''))).toBe(Number(formatter('rate').plainText(0.571, ctx)));
  });
  it('shows amounts as the server summed them in the chosen currency, never converting them again', () => {
    expect(formatter('amount').value(4000, ctx)).toBe(4000);
    expect(formatter('amount').text(4000, ctx)).toBe('4,000.00');
    expect(formatter('amount').value(100, { ...ctx, currency: 'USD' })).toBe(100);
  });
  it('shows rates, growth and rank changes', () => {
    expect(formatter('rate').text(0.03456, ctx)).toBe('3.46%');
    expect(formatter('growthRate').text(0.1, ctx)).toBe('+10.00%');
    expect(formatter('growthRate').text(-0.05, ctx)).toBe('-5.00%');
    // thousands grouped as every other figure; no minus on a change that rounds to nothing
    expect(formatter('growthRate').text(157.2632, ctx)).toBe('+15,726.32%');
    expect(formatter('rate').text(-0.000001, ctx)).toBe('0.00%');
    expect(formatter('rankChange').text(2, ctx)).toBe('▲2');
    expect(formatter('rankChange').text(-1, ctx)).toBe('▼1');
  });
  it('shows durations and empty values', () => {
    expect(formatter('duration').text(5.25, ctx)).toBe('5.3s');
    expect(formatter('duration').text(200, ctx)).toBe('3m 20s');
    expect(formatter('duration').text(444, { ...ctx, lang: 'tw' })).toBe('7分24秒');
    expect(formatter('duration').text(7300, { ...ctx, lang: 'tw' })).toBe('2小時02分');
    expect(formatter('duration').text(5.25, { ...ctx, lang: 'tw' })).toBe('5.3秒');
    expect(formatter('duration').text(7300, ctx)).toBe('2h 02m');
    expect(formatter('amount').text(null, ctx)).toBe('–');
  });
  it('timestamps use YYYY-MM-DD HH:mm:ss', () => {
    expect(formatter('timestamp').text('2026-01-02T03:04:05', ctx)).toBe('2026-01-02 03:04:05');
  });
  it('names enum values through the translator', () => {
    expect(formatter('enum').text(10, { ...ctx, translate: (k) => `[${k}]` }, 'enums.transType')).toBe('[enums.transType.10]');
  });
  it('keeps numbers as numbers in export cells', () => {
    expect(formatter('amount').cell(4000, ctx)).toEqual({ value: 4000, numFmt: '#,##0.00' });
  });
});

describe('export cell escaping', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1+2', '@SUM(A1)', '\tx', '\rx', '-cmd'])('escapes %j', (v) => {
    expect(escapeCell(v)).toBe(`'${v}`);
  });
  it('leaves numbers, negative numeric text and plain text alone', () => {
    expect(escapeCell(-12)).toBe(-12);
    expect(escapeCell('-12.5')).toBe('-12.5');
    expect(escapeCell('Lucky Spin')).toBe('Lucky Spin');
  });
});
