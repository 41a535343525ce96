import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogKind } from '../../state/sessionStore';
import { Icon } from '../icons';
import { useDialogFocus } from '../../renderers/hooks/useDialogFocus';

export interface DialogViewProps {
  kind: DialogKind;
  text: string;
  onClose: () => void;
}

/** The global dialog: green 'System Information' for successes, red 'System Warning' for errors. */
export function DialogView({ kind, text, onClose }: DialogViewProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // focus on Close while open, and back where it was when closed (the form that was sent, in its own dialog), not the page behind
  const onKeyDown = useDialogFocus(box, 'button', onClose);
  const error = kind === 'error';
  return (
    <div className="dialog-backdrop">
      <div ref={box} onKeyDown={onKeyDown} className="dialog" data-kind={kind} role={error ? 'alertdialog' : 'dialog'} aria-modal="true"
        aria-labelledby="global-dialog-title" aria-describedby="global-dialog-text">
        <div className="dialog-icon" aria-hidden="true"><Icon name={error ? 'alert' : 'check'} size={26} /></div>
        <h2 id="global-dialog-title">{t(error ? 'shell.dialog.warning' : 'shell.dialog.information')}</h2>
        <p id="global-dialog-text">{text}</p>
        {error && <button type="button" className="btn btn-danger" onClick={onClose}>{t('common.close')}</button>}
      </div>
    </div>
  );
}
