import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, throttle, toolbarVisible } from './toolbarVisibility';

/** Follows scroll and resize (throttled 100 ms) and applies the toolbar rule. */
export function useToolbarVisible(): boolean {
  const [visible, setVisible] = useState(() => toolbarVisible(window.innerWidth, window.scrollY));
  useEffect(() => {
    const update = throttle(() => setVisible(toolbarVisible(window.innerWidth, window.scrollY)), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return visible;
}
