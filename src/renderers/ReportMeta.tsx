import { useTranslation } from 'react-i18next';
import type { FormatContext } from '../engine/format/formatters';
import type { ReportResult } from '../engine/request/types';

/** The period the figures cover, the previous period compared, and the currency amounts are in. */
export function ReportMeta({ result, ctx }: { result: ReportResult | null; ctx: FormatContext }) {
  const { t } = useTranslation();
  const range = result?.meta.range;
  const previous = result?.meta.previousRange;
  return (
    <p className="report-meta">
      {range && <span>{t('renderers.meta.range', range)}</span>}
      {previous && <span>{t('renderers.meta.previous', previous)}</span>}
      <span>{t('renderers.meta.currency', { currency: ctx.currency })}</span>
    </p>
  );
}
