import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogKind } from '../../state/sessionStore';
import { Icon } from '../icons';

export interface DialogViewProps {
  kind: DialogKind;
  text: string;
  onClose: () => void;
}

/** The global dialog: green 'System Information' for successes, red 'System Warning' for errors. */
export function DialogView({ kind, text, onClose }: DialogViewProps) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  // closed, focus goes back where it was (the form that was sent, in its own dialog), not to the page behind
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    return () => { if (before?.isConnected) before.focus(); };
  }, []);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const error = kind === 'error';
  return (
    <div className="dialog-backdrop">
      <div className="dialog" data-kind={kind} role={error ? 'alertdialog' : 'dialog'} aria-modal="true"
        aria-labelledby="global-dialog-title" aria-describedby="global-dialog-text">
        <div className="dialog-icon" aria-hidden="true"><Icon name={error ? 'alert' : 'check'} size={26} /></div>
        <h2 id="global-dialog-title">{t(error ? 'shell.dialog.warning' : 'shell.dialog.information')}</h2>
        <p id="global-dialog-text">{text}</p>
        {error && <button ref={close} type="button" className="btn btn-danger" onClick={onClose}>{t('common.close')}</button>}
      </div>
    </div>
  );
}
