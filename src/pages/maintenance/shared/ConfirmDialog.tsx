import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change that cannot be taken back in one click. */
export function ConfirmDialog({ title, text, confirmLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onCancel} footer={(
      <>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>{t('maintenance.cancel')}</button>
        <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={onConfirm}>{confirmLabel}</button>
      </>
    )}>
      <p className="mnt-confirm-text">{text}</p>
    </Modal>
  );
}
