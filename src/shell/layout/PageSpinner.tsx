import { useTranslation } from 'react-i18next';

/** A centred spinner while a page or the session loads. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? 'page-spinner full' : 'page-spinner'} role="status">
      <div className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
