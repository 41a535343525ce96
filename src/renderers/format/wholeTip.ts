import type { FormatId } from '../../engine/format/formatId';
import { wholeText, type FormatContext } from '../../engine/format/formatters';
import type { Translate } from '../../engine/report/columnHeader';

/** A figure in W or E units (spec §9) on hover: whole, with what the units are; undefined for a figure shown whole. */
export function wholeTip(t: Translate, format: FormatId, raw: unknown, ctx: FormatContext): string | undefined {
  const whole = wholeText(format, raw, ctx);
  return whole ? `${whole} (${t('renderers.largeUnits')})` : undefined;
}
