import type { ViewColumn } from '../../engine/report/reportView';

/** Spec §9: tiny 80, short 120, long 180 px on desktop; 120 below the 960 px breakpoint. */
export const COLUMN_WIDTHS = { tiny: 80, short: 120, long: 180 } as const;
export const NARROW_COLUMN_WIDTH = 120;
/** A column without a width class is an amount: wide enough for 'THB 1,234,567.89'. */
export const DEFAULT_WIDTH_CLASS = 'long';

export function columnWidth(width: ViewColumn['width'], desktop: boolean): number {
  return desktop ? COLUMN_WIDTHS[width ?? DEFAULT_WIDTH_CLASS] : NARROW_COLUMN_WIDTH;
}

/**
 * The widest a name column grows to show its longest name (a member, a promotion, a group's members):
 * past it, the name shows whole in its tooltip. Narrow screens keep room for the figures beside it.
 */
export const NAME_WIDTH_CAP = { desktop: 480, narrow: 240 } as const;

export const nameWidthCap = (desktop: boolean): number => (desktop ? NAME_WIDTH_CAP.desktop : NAME_WIDTH_CAP.narrow);
