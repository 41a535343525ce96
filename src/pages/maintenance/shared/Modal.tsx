import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../../../renderers/hooks/useDialogFocus';
import { Icon } from '../../../shell/icons';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  /** Wider body (the group editor). */
  wide?: boolean;
}

/** The control a modal form's focus starts on: its first field, or its first button but the close button. */
const INITIAL = 'input, select, textarea, button:not(.modal-close)';

/**
 * A modal form: focus moves in on open (past a disabled field, as an operator's account is when
 * edited), Escape closes wherever focus is, Tab stays inside; over it, a confirm or the global
 * warning answers Escape first (useDialogFocus).
 */
export function Modal({ title, onClose, children, footer, wide }: ModalProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const onKey = useDialogFocus(box, INITIAL, onClose);
  return (
    <div className="dialog-backdrop mnt-backdrop" onKeyDown={onKey}>
      <div ref={box} tabIndex={-1} className={`mnt-modal card${wide ? ' mnt-modal-wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby="mnt-modal-title">
        <header className="mnt-modal-head">
          <h2 id="mnt-modal-title">{title}</h2>
          <button type="button" className="icon-btn modal-close" aria-label={t('common.close')} onClick={onClose}><Icon name="close" size={20} /></button>
        </header>
        <div className="mnt-modal-body">{children}</div>
        <footer className="mnt-modal-foot">{footer}</footer>
      </div>
    </div>
  );
}
