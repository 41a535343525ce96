import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cleanName, nameLength } from '../../engine/format/names';
import { VIEW_NAME_MAX } from '../../engine/view/savedView';
import { keepTabInside } from '../hooks/useDialogFocus';

export type ViewDialogMode =
  | { kind: 'save'; canShare: boolean; groupName: string }
  | { kind: 'rename'; name: string }
  | { kind: 'delete'; name: string; shared: boolean };

export interface ViewDialogProps {
  mode: ViewDialogMode;
  /** Names the operator already uses on this report (a clash is said before the server is asked). */
  taken: readonly string[];
  busy?: boolean;
  onSubmit: (value: { name: string; shared: boolean }) => void;
  onClose: () => void;
}

/** Spec §5's messages for a name, in the operator's language. */
function nameError(t: (k: string) => string, raw: string, taken: readonly string[]): string | undefined {
  const name = cleanName(raw);
  if (!name) return t('maintenance.validation.required');
  if (nameLength(name) > VIEW_NAME_MAX) return t('maintenance.validation.max30');
  if (taken.some((n) => n.toLowerCase() === name.toLowerCase())) return t('views.dialog.taken');
  return undefined;
}

/** Save as, rename or delete a saved view: a small modal, focus inside while open, Escape closes. */
export function ViewDialog({ mode, taken, busy, onSubmit, onClose }: ViewDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(mode.kind === 'rename' ? mode.name : '');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const box = useRef<HTMLFormElement>(null);
  // a deletion starts on Cancel (Enter must not delete at once), as the operators' deletion does
  const first = mode.kind === 'delete' ? 'button[data-cancel]' : 'input, button.btn-primary';
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>(first)?.focus();
    return () => previous?.focus?.();
  }, [first]);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') { e.stopPropagation(); onClose(); }
    keepTabInside(box.current, e);
  };
  const submit = (e: FormEvent) => {
    // the menu sits in the filter form: its Search must not run too
    e.preventDefault();
    e.stopPropagation();
    if (mode.kind === 'delete') { onSubmit({ name: mode.name, shared: false }); return; }
    const others = mode.kind === 'rename' ? taken.filter((n) => n !== mode.name) : taken;
    const found = nameError(t, name, others);
    setError(found);
    if (!found) onSubmit({ name: cleanName(name), shared });
  };
  const title = t(`views.dialog.${mode.kind === 'save' ? 'saveTitle' : mode.kind === 'rename' ? 'renameTitle' : 'deleteTitle'}`);
  // on the body: the menu that opens it sits inside the filter form, and forms do not nest
  return createPortal(
    <div className="dialog-backdrop" onKeyDown={onKey}>
      <form ref={box} className="view-dialog card" role="dialog" aria-modal="true" aria-labelledby="view-dialog-title" onSubmit={submit} noValidate>
        <h2 id="view-dialog-title">{title}</h2>
        {mode.kind === 'delete' ? (
          <p>{t('views.dialog.deleteText', { name: mode.name })}{mode.shared ? ` ${t('views.dialog.deleteShared')}` : ''}</p>
        ) : (
          <div className="field">
            <label htmlFor="view-name">{t('views.dialog.name')}</label>
            <input id="view-name" className="input" value={name} maxLength={200} autoComplete="off" aria-invalid={Boolean(error)}
              aria-describedby="view-name-error" onChange={(e) => { setName(e.target.value); setError(undefined); }} />
            <div id="view-name-error" className="field-error" role={error ? 'alert' : undefined}>{error ?? ''}</div>
          </div>
        )}
        {mode.kind === 'save' && mode.canShare && (
          <label className="view-share">
            <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
            <span>
              <span>{t('views.dialog.forGroup', { group: mode.groupName })}</span>
              <span className="muted">{t('views.dialog.forGroupHelp')}</span>
            </span>
          </label>
        )}
        <footer className="view-dialog-foot">
          <button type="button" className="btn" data-cancel onClick={onClose}>{t('views.dialog.cancel')}</button>
          <button type="submit" className={mode.kind === 'delete' ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy}>
            {t(mode.kind === 'delete' ? 'views.dialog.delete' : 'views.dialog.save')}
          </button>
        </footer>
      </form>
    </div>,
    document.body,
  );
}
