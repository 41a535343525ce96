import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { globalStore } from '../../state/globalStore';

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

/**
 * No rows: says why, with the period searched: a period wholly before the warehouse's first day or
 * after its last has no data at all (a longer period or fewer filters would not help); `message`
 * where the screen knows better (one member's record: nobody with that id on the site).
 */
export function EmptyState({ range, message }: { range?: { from: string; to: string }; message?: string }) {
  const { t } = useTranslation();
  const { domain } = useSnapshot(globalStore);
  const { dataStart, dataEnd } = (domain ?? {}) as { dataStart?: string | null; dataEnd?: string | null };
  const why = message ?? (!range ? t('renderers.state.empty')
    : dataStart && range.to < dataStart ? t('renderers.state.beforeData', { ...range, date: dataStart })
      : dataEnd && range.from > dataEnd ? t('renderers.state.afterData', { ...range, date: dataEnd })
        : t('renderers.state.emptyRange', range));
  return (
    <div className="report-overlay report-empty" role="status">
      <strong>{t('renderers.state.emptyTitle')}</strong>
      <span>{why}</span>
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
