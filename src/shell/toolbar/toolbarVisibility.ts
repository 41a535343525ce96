import { DESKTOP_BREAKPOINT } from '../../renderers/hooks/useDesktop';

/** Spec §9: scroll distance and throttle of the toolbar rule (the desktop breakpoint: useDesktop.ts). */
export const TOOLBAR_HIDE_SCROLL = 600;
export const SCROLL_THROTTLE_MS = 100;

export function isDesktop(width: number): boolean {
  return width >= DESKTOP_BREAKPOINT;
}

/** Spec §2: wide screens always show the toolbar; narrow ones hide it after 600 px of scroll. */
export function toolbarVisible(width: number, scrollY: number): boolean {
  return isDesktop(width) || scrollY <= TOOLBAR_HIDE_SCROLL;
}

/** Leading and trailing throttle: runs at once, then at most once per `ms` with the latest arguments. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => { last = now(); fn(...args); };
  const throttled = (...args: A) => {
    const wait = ms - (now() - last);
    if (wait <= 0 && !timer) return run(args);
    pending = args;
    timer ??= setTimeout(() => { timer = null; if (pending) run(pending); pending = null; }, Math.max(wait, 0));
  };
  throttled.cancel = () => { if (timer) clearTimeout(timer); timer = null; pending = null; };
  return throttled;
}
