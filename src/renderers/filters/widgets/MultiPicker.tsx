import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerOption } from '../../../engine/filters/pickerOptions';

export interface MultiPickerProps {
  id: string;
  options: readonly PickerOption[];
  value: readonly (string | number)[];
  onChange: (value: (string | number)[]) => void;
  /** Shown when nothing is picked: nothing picked means all. */
  allText: string;
  disabled?: boolean;
}

/**
 * A searchable checklist in a popover; the button says what is picked. Closed by Escape or its Close
 * button, it gives the focus back to its button (the panel that held it is gone); closed by a click
 * elsewhere, the focus stays where the click put it.
 */
export function MultiPicker({ id, options, value, onChange, allText, disabled }: MultiPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const picked = new Set(value);
  const names = options.filter((o) => picked.has(o.value)).map((o) => o.label);
  const summary = names.length === 0 ? allText : names.length <= 2 ? names.join(', ') : t('renderers.filters.picked', { count: names.length });
  const shown = options.filter((o) => o.label.toLowerCase().includes(query.trim().toLowerCase()));
  const toggle = (v: string | number) => onChange(picked.has(v) ? value.filter((x) => x !== v) : [...value, v]);
  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="picker-multi" ref={root} onKeyDown={(e) => {
      // this popover's Escape only: a drawer or dialog around the form stays open
      if (e.key === 'Escape' && open) { e.stopPropagation(); closeToButton(); }
    }}>
      <button ref={button} id={id} type="button" className="select picker-button" aria-haspopup="listbox" aria-expanded={open} aria-controls={panelId}
        disabled={disabled} onClick={() => setOpen(!open)}>
        <span className="picker-summary">{summary}</span>
      </button>
      {open && (
        <div id={panelId} className="picker-panel card" role="listbox" aria-multiselectable="true">
          <input className="input" type="search" placeholder={t('renderers.filters.search')} aria-label={t('renderers.filters.search')}
            value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
          <ul>
            {shown.map((o) => (
              <li key={String(o.value)}>
                <label role="option" aria-selected={picked.has(o.value)}>
                  <input type="checkbox" checked={picked.has(o.value)} onChange={() => toggle(o.value)} /> {o.label}
                </label>
              </li>
            ))}
            {shown.length === 0 && <li className="muted">{t('renderers.filters.noMatch')}</li>}
          </ul>
          <div className="picker-actions">
            <button type="button" className="btn btn-ghost" onClick={() => onChange([])}>{t('renderers.filters.clear')}</button>
            <button type="button" className="btn" onClick={closeToButton}>{t('common.close')}</button>
          </div>
        </div>
      )}
    </div>
  );
}
