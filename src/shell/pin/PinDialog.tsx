import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../../renderers/hooks/useDialogFocus';
import { Icon } from '../icons';

export interface PinDialogProps {
  /** Pinned: the dialog cancels the pin; otherwise it saves the current page. */
  pinned: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec §4: 'Save current pin' or 'Cancel current pin', confirmed or closed (Escape closes; Tab stays inside). */
export function PinDialog({ pinned, busy, onConfirm, onClose }: PinDialogProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(box, '.btn-primary', onClose);
  return (
    <div className="dialog-backdrop" onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div ref={box} onKeyDown={onKeyDown} className="dialog pin-dialog" role="dialog" aria-modal="true" aria-labelledby="pin-dialog-title" aria-describedby="pin-dialog-text">
        <div className="dialog-icon" aria-hidden="true"><Icon name="pin" size={24} /></div>
        <h2 id="pin-dialog-title">{t(pinned ? 'shell.pin.cancelTitle' : 'shell.pin.saveTitle')}</h2>
        <p id="pin-dialog-text">{t(pinned ? 'shell.pin.cancelText' : 'shell.pin.saveText')}</p>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>{t('shell.pin.dismiss')}</button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>{t('shell.pin.confirm')}</button>
        </div>
      </div>
    </div>
  );
}
