import DashboardPage from '../pages/dashboard/DashboardPage';
import type { ShellRoute } from '../shell/routes/shellRoute';
import { AccountSettingPage, MaintenancePage, ReportPage } from './lazyPages';

/** What an authenticated route renders: the report renderer or a hand-built page. */
export function RouteElement({ route }: { route: ShellRoute }) {
  if (route.reportId) return <ReportPage key={route.reportId} reportId={route.reportId} />;
  switch (route.page) {
    case 'dashboard': return <DashboardPage />;
    case 'accountSetting': return <AccountSettingPage />;
    case 'operatorMaintenance': return <MaintenancePage kind="operator" />;
    case 'groupMaintenance': return <MaintenancePage kind="group" />;
    case 'auditLog': return <MaintenancePage kind="audit" />;
    case 'dataLoads': return <MaintenancePage kind="loads" />;
    default: return null;
  }
}
