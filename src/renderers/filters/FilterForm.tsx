import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '../../engine/report/reportView';
import type { FilterValues } from '../../engine/request/cleanFilters';
import { customRangeCheck } from './customRangeCheck';
import { FILTER_TEMPLATES } from './filterTemplates';
import { filterUiSchema } from './filterUiSchema';
import { filterErrors, filterValidator } from './filterValidator';
import { FILTER_FIELDS, FILTER_WIDGETS } from './widgets/widgetRegistry';

/**
 * A search refused by validation: each message is already shown beside its filter (FILTER_TEMPLATES),
 * and without a handler rjsf would log the errors to the console as "Form validation failed".
 */
const SHOWN_BESIDE_FILTERS = (): void => undefined;

export interface FilterFormProps {
  view: Pick<ReportView, 'id' | 'filters' | 'filtersSchema'>;
  value: FilterValues;
  onChange: (value: FilterValues) => void;
  onSearch: (value: FilterValues) => void;
  onReset: () => void;
  busy?: boolean;
  /** Beside Search and Reset (the saved views menu). */
  extra?: ReactNode;
}

/** The report's filters, rendered by rjsf from the view's JSON Schema, with Search and Reset. */
export default function FilterForm({ view, value, onChange, onSearch, onReset, busy, extra }: FilterFormProps) {
  const { t } = useTranslation();
  const uiSchema = useMemo(() => filterUiSchema(view.filters, t), [view.filters, t]);
  const transformErrors = useMemo(() => filterErrors(t), [t]);
  const customValidate = useMemo(() => customRangeCheck(view.filters, t), [view.filters, t]);
  return (
    <Form className="report-filters card" schema={view.filtersSchema as RJSFSchema} uiSchema={uiSchema} formData={value}
      validator={filterValidator} widgets={FILTER_WIDGETS} fields={FILTER_FIELDS} templates={FILTER_TEMPLATES}
      noHtml5Validate showErrorList={false} transformErrors={transformErrors} customValidate={customValidate} onError={SHOWN_BESIDE_FILTERS} idPrefix={`f-${view.id}`}
      onChange={(e: IChangeEvent<FilterValues>) => onChange(e.formData ?? {})}
      onSubmit={(e: IChangeEvent<FilterValues>) => onSearch(e.formData ?? {})}>
      <div className="filter-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>{t('renderers.filters.searchButton')}</button>
        <button type="button" className="btn" onClick={onReset}>{t('renderers.filters.reset')}</button>
        {extra}
      </div>
    </Form>
  );
}
