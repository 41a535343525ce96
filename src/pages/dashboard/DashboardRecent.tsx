import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { recentInquiryEntries, recentPageEntries, type RecentEntry } from '../../shell/recent/recentEntries';
import { RecentEntryText } from '../../shell/recent/RecentEntryText';
import type { ShellRoute } from '../../shell/routes/shellRoute';
import { recentInquiriesStore } from '../../state/recentInquiries';
import type { RecentPage } from '../../state/recentPages';

function RecentList({ id, titleKey, emptyKey, entries }: { id: string; titleKey: string; emptyKey: string; entries: RecentEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className="card side-card" aria-labelledby={id}>
      <h2 id={id}>{t(titleKey)}</h2>
      {entries.length === 0 ? <p className="muted">{t(emptyKey)}</p> : (
        <ul className="side-list">
          {entries.map((entry) => <li key={entry.key}><Link to={entry.href}><RecentEntryText entry={entry} /></Link></li>)}
        </ul>
      )}
    </section>
  );
}

/** Recent visits (up to 5 pages) and recent inquiries (the last 5 searches, re-run on click). */
export function DashboardRecent({ routes, pages }: { routes: readonly ShellRoute[]; pages: readonly RecentPage[] }) {
  const { list } = useSnapshot(recentInquiriesStore);
  return (
    <>
      <RecentList id="recent-pages" titleKey="dashboard.recentPages" emptyKey="dashboard.noRecentPages" entries={recentPageEntries(routes, pages)} />
      <RecentList id="recent-inquiries" titleKey="dashboard.recentInquiries" emptyKey="dashboard.noRecentInquiries"
        entries={recentInquiryEntries(routes, list)} />
    </>
  );
}
