import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRunDialogProps {
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a search runs (spec §5 member search), in the global dialog's look; Escape cancels. */
export function ConfirmRunDialog({ text, onConfirm, onCancel }: ConfirmRunDialogProps) {
  const { t } = useTranslation();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ok.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onCancel(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="dialog-backdrop">
      <div className="dialog report-confirm" role="dialog" aria-modal="true" aria-labelledby="report-confirm-title" aria-describedby="report-confirm-text">
        <h2 id="report-confirm-title">{t('renderers.member.confirm.title')}</h2>
        <p id="report-confirm-text">{text}</p>
        <div className="report-confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>{t('renderers.member.confirm.cancel')}</button>
          <button ref={ok} type="button" className="btn btn-primary" onClick={onConfirm}>{t('renderers.member.confirm.ok')}</button>
        </div>
      </div>
    </div>
  );
}
