import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [20, 50, 100, 200] as const;
/** Spec §9: remote tables default to 50 a page. */
export const DEFAULT_PAGE_SIZE = 50;

export interface MaintenancePagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Spec §9 counter 'Showing a-b records of N (Page p)', page size and page buttons. */
export function MaintenancePager({ page, size, total, onPage, onSize }: MaintenancePagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  const button = (key: string, target: number, symbol: string) => (
    <button type="button" className="icon-btn mnt-pager-btn" aria-label={t(`maintenance.pager.${key}`)} title={t(`maintenance.pager.${key}`)}
      disabled={target < 0 || target >= pages || target === page} onClick={() => onPage(target)}>{symbol}</button>
  );
  return (
    <div className="mnt-pager" role="navigation" aria-label={t('maintenance.pager.label')}>
      <span aria-live="polite">{t('maintenance.pager.counter', { from, to, total, page: page + 1 })}</span>
      <span className="mnt-pager-controls">
        <label>
          <span className="sr-only">{t('maintenance.pager.size')}</span>
          <select className="select select-compact" value={size} onChange={(e) => onSize(Number(e.target.value))} aria-label={t('maintenance.pager.size')}>
            {PAGE_SIZES.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </label>
        {button('first', 0, '«')}
        {button('previous', page - 1, '‹')}
        {button('next', page + 1, '›')}
        {button('last', pages - 1, '»')}
      </span>
    </div>
  );
}
