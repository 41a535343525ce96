import { isDesktop } from '../toolbar/toolbarVisibility';

/** Spec §9: the side drawer is 67 % wide on desktop, 100 % on mobile, and 85 % high. */
export const SIDE_DRAWER_WIDTH_DESKTOP = 67;
export const SIDE_DRAWER_WIDTH_MOBILE = 100;
export const SIDE_DRAWER_HEIGHT = 85;

/** Width and height in percent of the viewport for a window width. */
export function sideDrawerSize(width: number): { width: number; height: number } {
  return { width: isDesktop(width) ? SIDE_DRAWER_WIDTH_DESKTOP : SIDE_DRAWER_WIDTH_MOBILE, height: SIDE_DRAWER_HEIGHT };
}
