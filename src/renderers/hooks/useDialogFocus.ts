import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'input, select, textarea, button, [href], [tabindex="0"]';

/** Tab past a modal box's last control comes back to its first, Shift+Tab from its first to its last. */
export function keepTabInside(box: HTMLElement | null, e: KeyboardEvent): void {
  if (e.key !== 'Tab' || !box) return;
  const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled'));
  const [first, last] = [items[0], items[items.length - 1]];
  if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last?.focus(); }
  else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first?.focus(); }
}

/**
 * A modal dialog's keyboard: focus moves to `initial` (a selector inside the box) on open and back
 * to where it was on close; Tab and Shift+Tab stay inside the box; Escape calls `onEscape`. Returns
 * the dialog's keydown handler.
 */
export function useDialogFocus(box: RefObject<HTMLElement | null>, initial: string, onEscape: () => void): (e: KeyboardEvent) => void {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>(initial)?.focus();
    return () => previous?.focus?.();
  }, [box, initial]);
  // Escape wherever focus is (a click on the backdrop leaves it on the page's body)
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => { if (e.key === 'Escape') { e.stopPropagation(); onEscape(); } };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEscape]);
  return (e) => keepTabInside(box.current, e);
}
