import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { recentInquiriesStore } from '../../state/recentInquiries';
import { readRecentPages } from '../../state/recentPages';
import { Icon } from '../icons';
import type { ShellRoute } from '../routes/shellRoute';
import { usePopup } from '../toolbar/usePopup';
import { recentInquiryEntries, recentPageEntries, type RecentEntry } from './recentEntries';
import { RecentEntryText } from './RecentEntryText';

/** The toolbar's recent visits (up to 5 pages) and recent inquiries (the last 5 searches, re-run on click). */
export function RecentMenu({ routes }: { routes: readonly ShellRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const popup = usePopup();
  const { list } = useSnapshot(recentInquiriesStore);
  // Recent pages are written on every navigation; reading them when the menu opens is always current.
  const pages = popup.open && typeof localStorage !== 'undefined' ? recentPageEntries(routes, readRecentPages(localStorage)) : [];
  const inquiries = popup.open ? recentInquiryEntries(routes, list) : [];
  const go = (entry: RecentEntry) => () => { popup.close(); navigate(entry.href); };
  const section = (id: string, titleKey: string, emptyKey: string, entries: RecentEntry[], icon: 'history' | 'rerun') => (
    <div role="group" aria-labelledby={id}>
      <div id={id} className="popup-heading">{t(titleKey)}</div>
      {entries.length === 0 ? <p className="popup-empty">{t(emptyKey)}</p> : entries.map((entry) => (
        <button key={entry.key} type="button" role="menuitem" onClick={go(entry)}>
          <Icon name={icon} size={16} /> <RecentEntryText entry={entry} />
        </button>
      ))}
    </div>
  );
  return (
    <div className="toolbar-menu" ref={popup.root}>
      <button ref={popup.button} type="button" className="icon-btn" aria-haspopup="menu" aria-expanded={popup.open}
        aria-label={t('shell.recent.title')} title={t('shell.recent.title')} onClick={popup.toggle}>
        <Icon name="history" />
      </button>
      {popup.open && (
        <div role="menu" className="popup-menu popup-list" aria-label={t('shell.recent.title')}>
          {section('recent-pages-title', 'shell.recent.pages', 'shell.recent.noPages', pages, 'history')}
          {section('recent-inquiries-title', 'shell.recent.inquiries', 'shell.recent.noInquiries', inquiries, 'rerun')}
        </div>
      )}
    </div>
  );
}
