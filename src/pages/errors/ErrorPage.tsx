import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../state/sessionStore';
import { Icon } from '../../shell/icons';
import './errorPage.css';

export type ErrorCode = 403 | 404 | 500;

export interface ErrorPageProps {
  code: ErrorCode;
  /** Offered on 500 when the failure can be retried (e.g. the session rebuild). */
  onRetry?: () => void;
}

/** /403 Access Denied, /404 Not Found, /500 Server Error. */
export default function ErrorPage({ code, onRetry }: ErrorPageProps) {
  const { t } = useTranslation();
  const { token } = useSnapshot(sessionStore);
  const home = token ? '/dashboard' : '/login';
  return (
    <main className="error-page" data-code={code}>
      <div className="error-glow" aria-hidden="true" />
      <div className="error-card">
        <div className="error-code" aria-hidden="true">{code}</div>
        <h1>{t(`errors.page.${code}.title`)}</h1>
        <p>{t(`errors.page.${code}.description`)}</p>
        <div className="error-actions">
          {onRetry && <button type="button" className="btn btn-primary" onClick={onRetry}>{t('common.retry')}</button>}
          <Link to={home} className={onRetry ? 'btn' : 'btn btn-primary'}>
            <Icon name="home" size={18} /> {t(token ? 'errors.backToDashboard' : 'errors.backToLogin')}
          </Link>
        </div>
      </div>
    </main>
  );
}
