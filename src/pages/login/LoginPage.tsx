import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { setLanguage } from '../../state/languageActions';
import { globalStore } from '../../state/globalStore';
import { LanguagePicker } from '../../shell/toolbar/LanguagePicker';
import { AltLoginButtons } from './AltLoginButtons';
import { LoginBrand } from './LoginBrand';
import { LoginForm } from './LoginForm';
import { OtpForm } from './OtpForm';
import { browserCanUsePasskeys } from './passkeySupport';
import { useLogin } from './useLogin';
import { sessionLossStore } from '../../state/sessionLoss';
import './login.css';

/** /login: the split dark screen with the brand side and the form side. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { lang } = useSnapshot(globalStore);
  const login = useLogin();
  // A session that ended under the operator says so (spec §8), until the operator tries to log in.
  const lost = useSnapshot(sessionLossStore).lost && !login.failure;
  const errorText = login.failure ? t(login.failure.key, { defaultValue: login.failure.fallback || t('login.failed') }) : undefined;

  return (
    <div className="login-page">
      <LoginBrand />
      <main className="login-side">
        <div className="login-lang">
          <LanguagePicker id="login-lang" value={lang} onChange={setLanguage} />
        </div>
        <div className="login-card">
          <h1>{t(login.step === 'otp' ? 'login.otpTitle' : 'login.title')}</h1>
          <p className="login-subtitle">{t(login.step === 'otp' ? 'login.otpSubtitle' : 'login.subtitle')}</p>
          {lost && login.step === 'credentials' ? <p className="login-notice" role="status">{t('errors.sessionExpired')}</p> : null}
          {login.step === 'credentials' ? (
            <>
              <LoginForm busy={login.busy} errorText={errorText} onSubmit={(account, password) => void login.signIn(account, password)} />
              <AltLoginButtons busy={login.busy} quickLoginName={login.quickEntry?.operatorName ?? null} passkeys={browserCanUsePasskeys()}
                onQuickLogin={() => void login.quickLogin()} onPasskey={() => void login.passkey()} />
            </>
          ) : (
            <OtpForm busy={login.busy} errorText={errorText} onBack={login.back}
              onSubmit={(code) => void login.verify(code)} />
          )}
        </div>
      </main>
    </div>
  );
}

