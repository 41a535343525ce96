import { useEffect } from 'react';

/**
 * While a form has changes not saved (`dirty`), a click on a link that would leave the page (the
 * menu, the toolbar's title, a drawer's link) is held and `ask(to)` is called with where it led, so
 * the page can ask before discarding; closing or reloading the tab gets the browser's own question.
 * A link opened in another tab (a modifier key, `target`) is let through.
 */
export function useLeaveGuard(dirty: boolean, ask: (to: string) => void): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || (link.target && link.target !== '_self') || link.origin !== window.location.origin) return;
      const to = `${link.pathname}${link.search}${link.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (to === here) return;
      // before the router's own handler (capture, on the document): the link does not navigate
      e.preventDefault();
      e.stopPropagation();
      ask(to);
    };
    const onUnload = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [dirty, ask]);
}
