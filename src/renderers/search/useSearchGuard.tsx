import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '../../engine/report/reportView';
import type { FilterValues } from '../../engine/request/cleanFilters';
import { ConfirmRunDialog } from './ConfirmRunDialog';
import { missingCriterion } from './searchGuard';

/**
 * The search button's guard (spec §5 member search): a report that needs one of some filters says
 * so instead of searching; one that asks for confirmation searches only after it. The server checks
 * the first rule again.
 */
export function useSearchGuard(view: ReportView, run: (values: FilterValues) => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<FilterValues | null>(null);
  const onSearch = useCallback((values: FilterValues) => {
    const missing = missingCriterion(view, values);
    setError(missing);
    if (missing) return;
    if (view.confirm) setPending(values);
    else run(values);
  }, [view, run]);
  const dialog = pending && view.confirm
    ? <ConfirmRunDialog text={t(view.confirm.messageKey)} onConfirm={() => { run(pending); setPending(null); }} onCancel={() => setPending(null)} />
    : null;
  return { onSearch, error: error ? t(error) : null, dialog };
}
