import { useTranslation } from 'react-i18next';
import type { AlertType } from '../../state/alertStore';
import { Icon } from '../icons';

export interface AlertViewProps {
  type: AlertType;
  /** Empty for the type's default text. */
  text: string;
  onClose: () => void;
}

const ICONS = { info: 'info', warning: 'alert', error: 'alert' } as const;

/** A 400 px alert (at most 90 % of the viewport) at the top of the page. */
export function AlertView({ type, text, onClose }: AlertViewProps) {
  const { t } = useTranslation();
  return (
    <div className="alert" data-type={type} role={type === 'info' ? 'status' : 'alert'}>
      <Icon name={ICONS[type]} size={20} />
      <p>{text || t(`shell.alert.${type}`)}</p>
      <button type="button" className="icon-btn alert-close" aria-label={t('common.close')} onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
