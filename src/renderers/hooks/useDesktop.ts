import { useEffect, useState } from 'react';

/** Spec §9 desktop breakpoint. */
export const DESKTOP_BREAKPOINT = 960;
const query = `(min-width: ${DESKTOP_BREAKPOINT}px)`;

/** Whether the window is at least the desktop breakpoint (column widths depend on it). */
export function useDesktop(): boolean {
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const [desktop, setDesktop] = useState(() => !supported || window.matchMedia(query).matches);
  useEffect(() => {
    if (!supported) return;
    const list = window.matchMedia(query);
    const onChange = () => setDesktop(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [supported]);
  return desktop;
}
