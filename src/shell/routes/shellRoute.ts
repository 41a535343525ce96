import type { MenuCategory } from '../../engine/menu';

/** The hand-built pages of the authenticated layout. */
export type ShellPage = 'dashboard' | 'accountSetting' | 'operatorMaintenance' | 'groupMaintenance' | 'auditLog' | 'dataLoads';

/** One authenticated route: a report from /api/report/list or a hand-built page. */
export interface ShellRoute {
  /** Route name: 'Dashboard', a page name, or the report id. */
  name: string;
  path: string;
  titleKey: string;
  menuGroup?: string;
  category?: MenuCategory;
  itemIdx?: number;
  reportIdx?: number;
  order: number;
  singleSite: boolean;
  /** Shown in the left menu. */
  inMenu: boolean;
  /** Set for report routes: the id handed to the report renderer. */
  reportId?: string;
  /** Set for hand-built pages. */
  page?: ShellPage;
  /** A report that can also open as a widget in the side drawer. */
  widget?: boolean;
}
