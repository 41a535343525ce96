import { useTranslation } from 'react-i18next';
import { DASHBOARD_TABS, type DashboardTab } from './dashboardModel';

/** Daily / weekly / monthly; the tab is part of the operator's pin (spec §3). */
export function DashboardTabs({ value, onChange }: { value: DashboardTab; onChange: (tab: DashboardTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="dashboard-tabs" role="tablist" aria-label={t('dashboard.period')}>
      {DASHBOARD_TABS.map((tab) => (
        <button key={tab} type="button" role="tab" aria-selected={tab === value} tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(e) => {
            const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            const next = DASHBOARD_TABS[(DASHBOARD_TABS.indexOf(value) + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length];
            onChange(next);
            (e.currentTarget.parentElement?.querySelector(`[data-tab="${next}"]`) as HTMLElement | null)?.focus();
          }}
          data-tab={tab}>
          {t(`dashboard.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
