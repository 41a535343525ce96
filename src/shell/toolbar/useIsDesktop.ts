import { useMediaQuery } from '../../renderers/hooks/useMediaQuery';
import { DESKTOP_BREAKPOINT } from './toolbarVisibility';

/** Whether the window is at least the desktop breakpoint of spec §9. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT}px)`, true);
}
