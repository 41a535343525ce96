import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'input, select, textarea, button, [href], [tabindex="0"]';

/** The modal dialogs open, the topmost last: only it answers Escape and takes Tab back. */
const openBoxes: { el: HTMLElement; initial: string }[] = [];

/** The first element matching `selector` in `box` that can take focus (a disabled field cannot: focus would stay behind). */
function firstUsable(box: HTMLElement, selector: string): HTMLElement | undefined {
  return [...box.querySelectorAll<HTMLElement>(selector)].find((el) => !el.hasAttribute('disabled'));
}

/** Focus on a dialog's first control its `initial` selector names, else its first control, else the box. */
function focusInto({ el, initial }: { el: HTMLElement; initial: string }): void {
  (firstUsable(el, initial) ?? firstUsable(el, FOCUSABLE) ?? el).focus();
}

/** Tab past a modal box's last control comes back to its first, Shift+Tab from its first to its last. */
export function keepTabInside(box: HTMLElement | null, e: KeyboardEvent): void {
  if (e.key !== 'Tab' || !box) return;
  const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled'));
  const [first, last] = [items[0], items[items.length - 1]];
  if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last?.focus(); }
  else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first?.focus(); }
}

/**
 * A modal dialog's keyboard: focus moves to `initial` (a selector inside the box; its first
 * enabled match, else the first enabled control, else the box) on open. On close it goes back
 * where it was, or, where that was outside the dialog now on top (a form's button, disabled while
 * its change was sent, leaves focus on the page), to that dialog's first control. Tab and
 * Shift+Tab stay inside the box, and Tab from the page (after a click on the backdrop) comes back
 * into it; Escape calls `onEscape` wherever focus is. Only the topmost dialog answers, so Escape on
 * a warning over a form closes the warning, not the form. Returns the dialog's keydown handler.
 */
export function useDialogFocus(box: RefObject<HTMLElement | null>, initial: string, onEscape: () => void): (e: KeyboardEvent) => void {
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const entry = { el, initial };
    openBoxes.push(entry);
    focusInto(entry);
    return () => {
      openBoxes.splice(openBoxes.indexOf(entry), 1);
      const top = openBoxes.at(-1);
      const canTake = previous?.isConnected && !previous.hasAttribute('disabled') && previous !== document.body;
      if (canTake && (!top || top.el.contains(previous))) previous.focus();
      else if (top) focusInto(top);
    };
  }, [box, initial]);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const el = box.current;
      const top = openBoxes.at(-1);
      if (!el || top?.el !== el) return;
      if (e.key === 'Escape') { e.stopPropagation(); onEscape(); }
      else if (e.key === 'Tab' && !el.contains(document.activeElement)) { e.preventDefault(); focusInto(top); }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [box, onEscape]);
  return (e) => keepTabInside(box.current, e);
}
