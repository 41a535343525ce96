import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../hooks/useDialogFocus';

export interface ConfirmRunDialogProps {
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a search runs (spec §5 member search), in the global dialog's look; Escape cancels, focus goes back to where it was (Search), Tab stays inside. */
export function ConfirmRunDialog({ text, onConfirm, onCancel }: ConfirmRunDialogProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(box, '.btn-primary', onCancel);
  return (
    <div className="dialog-backdrop">
      <div ref={box} onKeyDown={onKeyDown} className="dialog report-confirm" role="dialog" aria-modal="true" aria-labelledby="report-confirm-title" aria-describedby="report-confirm-text">
        <h2 id="report-confirm-title">{t('renderers.member.confirm.title')}</h2>
        <p id="report-confirm-text">{text}</p>
        <div className="report-confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>{t('renderers.member.confirm.cancel')}</button>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>{t('renderers.member.confirm.ok')}</button>
        </div>
      </div>
    </div>
  );
}
