import { useTranslation } from 'react-i18next';
import type { ReportView } from '../../engine/report/reportView';
import type { FilterValues } from '../request/cleanFilters';
import { ReportScreen } from '../ReportScreen';

/** A report's sections below its main result, each its own compact report over the filters searched. */
export function ReportSections({ views, filters }: { views: readonly ReportView[]; filters: FilterValues }) {
  const { t } = useTranslation();
  const key = JSON.stringify(filters);
  return (
    <div className="report-sections" aria-label={t('renderers.member.sections.label')}>
      {views.map((v) => <ReportScreen key={`${v.section}${key}`} view={v} carried={filters} runAtOnce compact />)}
    </div>
  );
}
