import type { ShellRoute } from './shellRoute';

export const DASHBOARD_PATH = '/dashboard';
export const ACCOUNT_SETTING_PATH = '/setting/accountsetting';

/** Hand-built pages: the dashboard and settings are open to everyone; maintenance needs item 1 or report 2/3; the audit log and the data loads item 1. */
export const STATIC_ROUTES: readonly ShellRoute[] = [
  { name: 'Dashboard', path: DASHBOARD_PATH, titleKey: 'shell.dashboard', order: 0, singleSite: false, inMenu: false, page: 'dashboard' },
  { name: 'AccountSetting', path: ACCOUNT_SETTING_PATH, titleKey: 'shell.settings', order: 0, singleSite: false, inMenu: false, page: 'accountSetting' },
  {
    name: 'OperatorMaintenance', path: '/maintenance/operator', titleKey: 'menu.operatorMaintenance', menuGroup: 'maintenance',
    category: 'operation', itemIdx: 1, reportIdx: 2, order: 1, singleSite: false, inMenu: true, page: 'operatorMaintenance',
  },
  {
    name: 'GroupMaintenance', path: '/maintenance/group', titleKey: 'menu.groupMaintenance', menuGroup: 'maintenance',
    category: 'operation', itemIdx: 1, reportIdx: 3, order: 2, singleSite: false, inMenu: true, page: 'groupMaintenance',
  },
  {
    name: 'AuditLog', path: '/maintenance/audit', titleKey: 'maintenance.audit.title', menuGroup: 'maintenance',
    category: 'operation', itemIdx: 1, order: 3, singleSite: false, inMenu: true, page: 'auditLog',
  },
  {
    name: 'DataLoads', path: '/maintenance/loads', titleKey: 'maintenance.loads.title', menuGroup: 'maintenance',
    category: 'operation', itemIdx: 1, order: 4, singleSite: false, inMenu: true, page: 'dataLoads',
  },
];
