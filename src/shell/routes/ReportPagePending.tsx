import { useTranslation } from 'react-i18next';
import type { ReportPageProps } from './reportPageProps';

/** Stands in for the report renderer until src/renderers/ReportPage.tsx is part of the build. */
export default function ReportPagePending({ reportId }: ReportPageProps) {
  const { t } = useTranslation();
  return (
    <section className="card empty-state" data-report-id={reportId}>
      <div className="spinner" aria-hidden="true" />
      <p>{t('shell.reportUnavailable')}</p>
    </section>
  );
}
