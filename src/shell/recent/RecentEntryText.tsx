import { useTranslation } from 'react-i18next';
import type { RecentEntry } from './recentEntries';

/** An entry's title and, for an inquiry, its period and other filters. */
export function RecentEntryText({ entry }: { entry: RecentEntry }) {
  const { t } = useTranslation();
  const d = entry.detail;
  const period = d?.presetKey ? t(d.presetKey) : d?.from && d.to ? `${d.from} – ${d.to}` : '';
  const more = d && d.more > 0 ? t('shell.recent.moreFilters', { count: d.more }) : '';
  return (
    <span className="recent-entry">
      <span className="recent-title">{t(entry.titleKey)}</span>
      {d && (period || more) && <span className="recent-detail">{[period, more].filter(Boolean).join(' · ')}</span>}
    </span>
  );
}
