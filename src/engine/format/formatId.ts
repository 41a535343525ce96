/** Ids of the formatter registry (src/engine/format/formatters.ts). */
export const FORMAT_IDS = ['amount', 'localAmount', 'count', 'decimal', 'rate', 'growthRate', 'rank', 'rankChange', 'duration', 'days', 'date', 'month', 'timestamp', 'text', 'enum'] as const;
export type FormatId = (typeof FORMAT_IDS)[number];
