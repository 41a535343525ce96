import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/icons';
import { LoginIllustration } from './LoginIllustration';

const FEATURES = ['login.featureReports', 'login.featureMarkets', 'login.featureSecurity'] as const;

/** The brand side of the split login screen. */
export function LoginBrand() {
  const { t } = useTranslation();
  return (
    <section className="login-brand">
      <div className="login-brand-head">
        <span className="brand-mark brand-mark-lg" aria-hidden="true"><Icon name="chart" size={22} /></span>
        <span className="login-brand-name">{t('shell.appTitle')}</span>
      </div>
      <div className="login-brand-body">
        <h2 className="login-headline">{t('login.headline')}</h2>
        <p className="login-tagline">{t('login.tagline')}</p>
        <LoginIllustration />
        <ul className="login-features">
          {FEATURES.map((key) => <li key={key}><Icon name="check" size={16} /> {t(key)}</li>)}
        </ul>
      </div>
      <footer className="login-brand-foot">{t('login.footer', { year: new Date().getFullYear() })}</footer>
    </section>
  );
}
