import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/icons';
import { moveColumn, toggleHidden, togglePinned, type GridLayout } from '../../engine/view/gridLayout';
import '../views/views.css';
import './columnChooser.css';

export interface ColumnChooserProps {
  layout: GridLayout;
  /** Header text of each field. */
  labelOf: (field: string) => string;
  onChange: (layout: GridLayout) => void;
  onReset: () => void;
  /** The layout is the report's own (Reset has nothing to do). */
  isDefault: boolean;
}

/**
 * The grid's column chooser: show or hide each column, move it up or down, pin it to the left,
 * and go back to the report's layout. Every control is a native checkbox or button, so Tab,
 * Space and Enter work; a moved column keeps the focus on the button that moved it; Escape
 * closes the panel and gives the focus back to its button.
 */
export function ColumnChooser({ layout, labelOf, onChange, onReset, isDefault }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') { setOpen(false); button.current?.focus(); } };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLElement>('.column-chooser-panel input')?.focus();
    return () => { document.removeEventListener('mousedown', onDown); document.removeEventListener('keydown', onKey); };
  }, [open]);
  useEffect(() => {
    if (!refocus.current) return;
    root.current?.querySelector<HTMLElement>(`[data-focus-key="${refocus.current}"]:not(:disabled)`)?.focus();
    refocus.current = null;
  });
  const move = (field: string, delta: -1 | 1) => {
    refocus.current = `${field}:${delta}`;
    onChange(moveColumn(layout, field, delta));
  };
  const shown = layout.columns.filter((c) => !c.hidden).length;
  return (
    <div className="column-chooser" ref={root}>
      <button ref={button} type="button" className="btn btn-sm" aria-expanded={open} aria-controls="column-chooser-panel" onClick={() => setOpen((o) => !o)}>
        {t('views.columns.button')}
      </button>
      {open && (
        <div id="column-chooser-panel" className="column-chooser-panel card" role="group" aria-labelledby="column-chooser-title">
          <h3 id="column-chooser-title">{t('views.columns.title')}</h3>
          <p className="muted column-chooser-hint">{t('views.columns.hint')}</p>
          <ol className="column-chooser-list">
            {layout.columns.map((c, i) => {
              const name = labelOf(c.field);
              const prev = layout.columns[i - 1];
              const next = layout.columns[i + 1];
              return (
                <li key={c.field} data-field={c.field} data-pinned={c.pinned ? 'true' : undefined}>
                  <label className="column-chooser-show">
                    <input type="checkbox" checked={!c.hidden} disabled={!c.hidden && shown === 1} aria-label={t('views.columns.show', { name })}
                      onChange={() => onChange(toggleHidden(layout, c.field))} />
                    <span aria-hidden="true">{name}</span>
                  </label>
                  <button type="button" className="icon-btn column-chooser-step" aria-label={t('views.columns.up', { name })} data-focus-key={`${c.field}:-1`}
                    disabled={!prev || Boolean(prev.pinned) !== Boolean(c.pinned)} onClick={() => move(c.field, -1)}>↑</button>
                  <button type="button" className="icon-btn column-chooser-step" aria-label={t('views.columns.down', { name })} data-focus-key={`${c.field}:1`}
                    disabled={!next || Boolean(next.pinned) !== Boolean(c.pinned)} onClick={() => move(c.field, 1)}>↓</button>
                  <button type="button" className="btn btn-sm column-chooser-pin" aria-pressed={Boolean(c.pinned)} aria-label={t('views.columns.pin', { name })}
                    onClick={() => { refocus.current = `${c.field}:pin`; onChange(togglePinned(layout, c.field)); }} data-focus-key={`${c.field}:pin`}>
                    <Icon name="pin" size={16} />
                  </button>
                </li>
              );
            })}
          </ol>
          <footer className="column-chooser-foot">
            <button type="button" className="btn btn-sm" disabled={isDefault} onClick={onReset}>{t('views.columns.reset')}</button>
            <button type="button" className="btn btn-sm" onClick={() => { setOpen(false); button.current?.focus(); }}>{t('views.columns.close')}</button>
          </footer>
        </div>
      )}
    </div>
  );
}
