import { useEffect, useState } from 'react';

/**
 * Whether a CSS media query holds, kept up to date as it changes (a window resized, a system setting
 * switched). Where there is no matchMedia (a test's DOM), `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const [matches, setMatches] = useState(() => (supported ? window.matchMedia(query).matches : fallback));
  useEffect(() => {
    if (!supported) return;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [supported, query]);
  return matches;
}

/** Whether the person asked their system for less motion: charts are then drawn without animating. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
