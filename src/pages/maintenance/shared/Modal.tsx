import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepTabInside } from '../../../renderers/hooks/useDialogFocus';
import { Icon } from '../../../shell/icons';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  /** Wider body (the group editor). */
  wide?: boolean;
}

/** A modal form: focus moves in on open, Escape closes, Tab stays inside. */
export function Modal({ title, onClose, children, footer, wide }: ModalProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.modal-close)');
    first?.focus();
    return () => previous?.focus?.();
  }, []);
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') { e.stopPropagation(); onClose(); }
    keepTabInside(box.current, e);
  };
  return (
    <div className="dialog-backdrop mnt-backdrop" onKeyDown={onKey}>
      <div ref={box} className={`mnt-modal card${wide ? ' mnt-modal-wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby="mnt-modal-title">
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
