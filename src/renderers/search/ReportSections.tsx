import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '../../engine/report/reportView';
import type { FilterValues } from '../../engine/request/cleanFilters';

/** The screen a section renders with (ReportScreen, handed in: the screen renders its sections). */
type SectionScreen = ComponentType<{ view: ReportView; carried: FilterValues; runAtOnce: boolean; compact: boolean }>;

/** A report's sections below its main result, each its own compact report over the filters searched. */
export function ReportSections({ views, filters, Screen }: { views: readonly ReportView[]; filters: FilterValues; Screen: SectionScreen }) {
  const { t } = useTranslation();
  const key = JSON.stringify(filters);
  return (
    <div className="report-sections" aria-label={t('renderers.member.sections.label')}>
      {views.map((v) => <Screen key={`${v.section}${key}`} view={v} carried={filters} runAtOnce compact />)}
    </div>
  );
}
