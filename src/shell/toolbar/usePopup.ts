import { useEffect, useRef, useState } from 'react';

/** Which menu item a key moves to (WAI-ARIA menu pattern): arrows wrap around, Home and End go to the ends; null for other keys. */
export function menuKeyTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown': return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp': return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return null;
  }
}

/**
 * A toolbar popup menu: toggled by its button, closed by Escape (focus back on the button), Tab
 * or a click outside; the arrow keys, Home and End move between its items.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') { setOpen(false); button.current?.focus(); return; }
      if (e.key === 'Tab') { setOpen(false); return; }
      const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
      const next = menuKeyTarget(e.key, items.indexOf(document.activeElement as HTMLElement), items.length);
      if (next === null) return;
      e.preventDefault();
      items[next].focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => { document.removeEventListener('mousedown', onDown); document.removeEventListener('keydown', onKey); };
  }, [open]);
  return { open, setOpen, root, button, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}
