import { useMediaQuery } from './useMediaQuery';

/** Spec §9 desktop breakpoint. */
export const DESKTOP_BREAKPOINT = 960;

/** Whether the window is at least the desktop breakpoint (column widths depend on it). */
export function useDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT}px)`, true);
}
