import dayjs from 'dayjs';
import { codeName, noneName } from './codeLabels';
import type { ExchangeRate } from './currency';
import type { FormatId } from './formatId';
import { largeNumber, wholeFigure } from './largeNumber';

export const TIMESTAMP_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const EMPTY = '–';

export interface FormatContext {
  /** Currency money is in: the server sums amounts in the request's currency at each day's rate, so they arrive converted. */
  currency: string;
  /** The latest rates (Settings shows them); amounts are never converted with them. */
  rates?: readonly ExchangeRate[];
  lang: string;
  /** Translates enum value keys (`enums.transType.10`); identity when absent. */
  translate?: (key: string) => string;
}

/** A cell of an xlsx export: numbers stay numbers, with an Excel number format. */
export interface ExportCell {
  value: number | string | null;
  numFmt?: string;
}

/**
 * How a figure is written where a program reads it (the CSV export): a plain number with a dot,
 * no grouping and no W/E unit, rounded to the decimals the grid shows, in the unit the grid shows
 * (a rate as its number of percent, with '%' for the header).
 */
export interface PlainFigure {
  decimals: number;
  /** 100 for a percentage (0.571 is written 57.10). */
  scale?: number;
  /** What the header says the figures are in, when the format's text carries a unit. */
  unit?: '%' | 's';
}

export interface Formatter {
  id: FormatId;
  /** What the format shows, for analysts writing definitions. */
  description: string;
  /** For a figure: how it is written as a plain number. */
  plain?: PlainFigure;
  /** The number as shown or the text. */
  value(raw: unknown, ctx: FormatContext, enumKey?: string): number | string | null;
  text(raw: unknown, ctx: FormatContext, enumKey?: string): string;
  cell(raw: unknown, ctx: FormatContext, enumKey?: string): ExportCell;
  /** The figure rounded as the grid shows it, written plain ('57.10', '-1234567.89'); text as `value` gives it. */
  plainText(raw: unknown, ctx: FormatContext, enumKey?: string): string | null;
}

const num = (raw: unknown): number | null => (raw === null || raw === undefined || raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw));

/** A number at a figure's decimals, without grouping; never '-0.00'. */
function plainNumber(n: number, { decimals, scale = 1 }: PlainFigure): string | null {
  if (!Number.isFinite(n)) return null;
  const text = (n * scale).toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

function numeric(id: FormatId, description: string, convert: (n: number, ctx: FormatContext) => number, show: (n: number, ctx: FormatContext) => string, numFmt: string, plain: PlainFigure): Formatter {
  return {
    id, description, plain,
    value: (raw, ctx) => { const n = num(raw); return n === null ? null : convert(n, ctx); },
    text: (raw, ctx) => { const n = num(raw); return n === null ? EMPTY : show(convert(n, ctx), ctx); },
    cell: (raw, ctx) => { const n = num(raw); return { value: n === null ? null : convert(n, ctx), numFmt }; },
    plainText: (raw, ctx) => { const n = num(raw); return n === null ? null : plainNumber(convert(n, ctx), plain); },
  };
}

const same = (n: number) => n;
const PERCENT_DIGITS = new Map<number, Intl.NumberFormat>();
/** A share or change as a percentage with d decimals, thousands grouped (+15,726.32%: a member's deposits up 157 times). */
const pct = (n: number, d = 2) => {
  const format = PERCENT_DIGITS.get(d) ?? new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
  PERCENT_DIGITS.set(d, format);
  const x = n * 100;
  // no "-0.00%" for a change that rounds to nothing
  return `${format.format(Math.abs(x) < 0.5 * 10 ** -d ? 0 : x)}%`;
};
const PERCENT: PlainFigure = { decimals: 2, scale: 100, unit: '%' };

/** A duration's units in the reader's language: 7m 24s, 7分24秒. */
export function durationUnits(lang: string): { h: string; m: string; s: string; gap: string } {
  return lang === 'tw' ? { h: '小時', m: '分', s: '秒', gap: '' } : { h: 'h', m: 'm', s: 's', gap: ' ' };
}

function duration(seconds: number, ctx: FormatContext): string {
  const u = durationUnits(ctx.lang);
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)}${u.s}`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}${u.m}${u.gap}${String(Math.round(seconds % 60)).padStart(2, '0')}${u.s}`;
  return `${Math.floor(seconds / 3600)}${u.h}${u.gap}${String(Math.round((seconds % 3600) / 60)).padStart(2, '0')}${u.m}`;
}

type Absent = (ctx: FormatContext, enumKey?: string) => string | undefined;

/** Text formats; `absent` may name a missing value (else the grid shows –, exports an empty cell). */
function textual(id: FormatId, description: string, show: (raw: unknown, ctx: FormatContext, enumKey?: string) => string, absent: Absent = () => undefined): Formatter {
  const missing = (raw: unknown) => raw === null || raw === undefined;
  return {
    id, description,
    value: (raw, ctx, enumKey) => (missing(raw) ? absent(ctx, enumKey) ?? null : show(raw, ctx, enumKey)),
    text: (raw, ctx, enumKey) => (missing(raw) || raw === '' ? absent(ctx, enumKey) ?? EMPTY : show(raw, ctx, enumKey)),
    cell: (raw, ctx, enumKey) => ({ value: missing(raw) ? absent(ctx, enumKey) ?? null : show(raw, ctx, enumKey) }),
    plainText: (raw, ctx, enumKey) => (missing(raw) ? absent(ctx, enumKey) ?? null : show(raw, ctx, enumKey)),
  };
}

const FORMATTERS: Formatter[] = [
  numeric('amount', "Money in the request's currency (the server converts at each day's rate); W and E units above 1,000,000",
    same, (n, ctx) => largeNumber(n, 2, ctx.lang), '#,##0.00', { decimals: 2 }),
  numeric('localAmount', "Money already in the site's own currency", same, (n, ctx) => largeNumber(n, 2, ctx.lang), '#,##0.00', { decimals: 2 }),
  numeric('count', 'A whole number of members, events or items; W and E units above 1,000,000', same, (n, ctx) => largeNumber(n, 0, ctx.lang), '#,##0', { decimals: 0 }),
  numeric('decimal', 'A plain number with two decimals', same, (n, ctx) => largeNumber(n, 2, ctx.lang), '#,##0.00', { decimals: 2 }),
  numeric('rate', 'A ratio shown as a percentage', same, (n) => pct(n), '0.00%', PERCENT),
  numeric('growthRate', 'Change against the previous period, signed', same, (n) => `${n > 0 ? '+' : ''}${pct(n)}`, '+0.00%;-0.00%;0.00%', PERCENT),
  numeric('rank', 'Position, 1 the highest', same, (n) => String(n), '0', { decimals: 0 }),
  numeric('rankChange', 'Places moved up (▲) or down (▼) against the previous period', same, (n) => (n > 0 ? `▲${n}` : n < 0 ? `▼${-n}` : '='), '+0;-0;0', { decimals: 0 }),
  numeric('duration', 'Seconds, shown as s, m and h (秒, 分 and 小時 in Chinese)', same, duration, '0.0', { decimals: 1, unit: 's' }),
  numeric('days', 'A number of days', same, (n) => n.toFixed(1), '0.0', { decimals: 1 }),
  textual('date', 'A day, YYYY-MM-DD', (raw) => dayjs(String(raw)).format('YYYY-MM-DD')),
  textual('month', "A month, YYYY-MM: a month's row of a trend, dated on its first day", (raw) => dayjs(String(raw)).format('YYYY-MM')),
  textual('timestamp', `A moment, ${TIMESTAMP_FORMAT}`, (raw) => dayjs(String(raw)).format(TIMESTAMP_FORMAT)),
  textual('text', 'Text as it is', (raw) => String(raw)),
  textual('enum', "A code (or codes joined by ' · ' or ', ') shown by its name in the user's language; a code without a name as it is",
    (raw, ctx, enumKey) => (enumKey && ctx.translate ? codeName(raw, enumKey, ctx.translate) : String(raw)),
    (ctx, enumKey) => (enumKey && ctx.translate ? noneName(enumKey, ctx.translate) : undefined)),
];

const byId = new Map(FORMATTERS.map((f) => [f.id, f]));

/** The registry getter: an unknown id is a programming error. */
export function formatter(id: FormatId): Formatter {
  const f = byId.get(id);
  if (!f) throw new Error(`unknown format '${id}'`);
  return f;
}

/** The formats shown in W and E units above 1,000,000, with the decimals of their whole figure. */
const UNIT_DECIMALS: Partial<Record<FormatId, number>> = { amount: 2, localAmount: 2, count: 0, decimal: 2 };

/** A figure shown in W or E units, whole (2,455,312.12 for 245.53W), for its tooltip; undefined when it is shown whole. */
export function wholeText(id: FormatId, raw: unknown, ctx: FormatContext): string | undefined {
  const decimals = UNIT_DECIMALS[id];
  return decimals === undefined ? undefined : wholeFigure(raw, decimals, ctx.lang);
}

export function listFormatters(): readonly Formatter[] {
  return FORMATTERS;
}
