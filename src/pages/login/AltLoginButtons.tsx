import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/icons';

export interface AltLoginButtonsProps {
  busy: boolean;
  /** The operator this browser may quick-login as, or null. */
  quickLoginName: string | null;
  /** Whether the page can use passkeys (WebAuthn, a host name rather than an IP). */
  passkeys: boolean;
  onQuickLogin: () => void;
  onPasskey: () => void;
}

/** The ways in without typing the password: quick login on this browser and passkeys. */
export function AltLoginButtons({ busy, quickLoginName, passkeys, onQuickLogin, onPasskey }: AltLoginButtonsProps) {
  const { t } = useTranslation();
  if (!quickLoginName && !passkeys) return null;
  return (
    <div className="login-alt">
      <div className="login-or" role="separator"><span>{t('login.or')}</span></div>
      {quickLoginName && (
        <button type="button" className="btn btn-block login-alt-btn" disabled={busy} onClick={onQuickLogin}>
          <Icon name="user" size={18} /> {t('login.quickLoginAs', { name: quickLoginName })}
        </button>
      )}
      {passkeys && (
        <button type="button" className="btn btn-block login-alt-btn" disabled={busy} onClick={onPasskey}>
          <Icon name="lock" size={18} /> {t('login.passkey')}
        </button>
      )}
    </div>
  );
}
