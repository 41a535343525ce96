import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../engine/request/requestSchema';
import { counterText, pageCount } from './counterText';

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  /** Remote tables offer 20/50/100/200; local tables stay at 20. */
  sizes?: readonly number[];
  onPage: (page: number) => void;
  onSize?: (size: number) => void;
}

/** Spec §9 counter 'Showing a-b records of N (Page p)', page size and page buttons. */
export function Pager({ page, size, total, sizes = PAGE_SIZES, onPage, onSize }: PagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(size, total);
  const button = (label: string, target: number, symbol: string) => (
    <button type="button" className="icon-btn pager-btn" aria-label={label} title={label}
      disabled={target < 0 || target >= pages || target === page} onClick={() => onPage(target)}>{symbol}</button>
  );
  return (
    <div className="pager" role="navigation" aria-label={t('renderers.grid.pagination')}>
      <span className="pager-counter" aria-live="polite">{counterText(t, { page, size, total })}</span>
      <span className="pager-controls">
        {onSize && (
          <label className="pager-size">
            <span>{t('renderers.grid.pageSize')}</span>
            <select className="select select-compact" value={size} onChange={(e) => onSize(Number(e.target.value))}>
              {sizes.map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          </label>
        )}
        {button(t('renderers.grid.firstPage'), 0, '«')}
        {button(t('renderers.grid.previousPage'), page - 1, '‹')}
        <span className="pager-page">{t('renderers.grid.pageOf', { page: page + 1, pages })}</span>
        {button(t('renderers.grid.nextPage'), page + 1, '›')}
        {button(t('renderers.grid.lastPage'), pages - 1, '»')}
      </span>
    </div>
  );
}
