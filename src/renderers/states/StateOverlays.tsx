import { useTranslation } from 'react-i18next';

/** Spec §2: tables show an overlay spinner while loading. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="report-overlay" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** No rows: says why, with the period searched. */
export function EmptyState({ range }: { range?: { from: string; to: string } }) {
  const { t } = useTranslation();
  return (
    <div className="report-overlay report-empty" role="status">
      <strong>{t('renderers.state.emptyTitle')}</strong>
      <span>{range ? t('renderers.state.emptyRange', range) : t('renderers.state.empty')}</span>
    </div>
  );
}

/** The server's message and a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="report-overlay report-error" role="alert">
      <strong>{t('renderers.state.errorTitle')}</strong>
      <span className="report-error-message">{message}</span>
      {onRetry && <button type="button" className="btn" onClick={onRetry}>{t('common.retry')}</button>}
    </div>
  );
}

/** Auto-search is off: nothing runs until Search. */
export function IdleState() {
  const { t } = useTranslation();
  return (
    <div className="report-overlay" role="status">
      <span>{t('renderers.state.idle')}</span>
    </div>
  );
}
