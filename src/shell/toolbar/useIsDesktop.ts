import { useEffect, useState } from 'react';
import { DESKTOP_BREAKPOINT } from './toolbarVisibility';

const query = `(min-width: ${DESKTOP_BREAKPOINT}px)`;

/** Whether the window is at least the desktop breakpoint of spec §9. */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setDesktop(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return desktop;
}
