import { dashboardReportIds, DEFAULT_DASHBOARD_TAB, tabFilters } from '../../src/engine/dashboard/dashboardDefaults';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { filterDefaults } from '../../src/engine/filters/filterDefaults';
import { isPermitted } from '../../src/engine/menu';
import { reportView } from '../../src/engine/report/reportView';
import { buildRequest } from '../../src/engine/request/buildRequest';
import { DEFAULT_PAGE_SIZE } from '../../src/engine/request/requestSchema';
import type { ReportRequest } from '../../src/engine/request/types';
import type { AppStore } from '../appstore/appStore';
import { scopeSiteIds, type SiteItem } from '../auth/warehouseLists';
import type { RowScope } from '../compiler/types';
import type { ReportService } from './reportService';
import { rowScope } from './rowScope';

/** A permission profile: a group's rights and the row scope of its operators. */
export interface DashboardProfile {
  groupID: number;
  permitted: readonly number[];
  scope: RowScope;
}

export interface DashboardView {
  profile: DashboardProfile;
  report: ReportDefinition;
  request: ReportRequest;
}

/** Every group of the app store as a profile (a group's operators share its rights and sites). */
export async function dashboardProfiles(store: AppStore, sites: readonly SiteItem[]): Promise<DashboardProfile[]> {
  const groups = await store.all<{ group_id: number; items: number[] | null; cms_list: number[] | null; site_ids: number[] | null }>(
    'SELECT group_id, items, cms_list, site_ids FROM op_group ORDER BY group_id');
  return groups.map((g) => {
    const permitted = g.items ?? [];
    const siteIds = scopeSiteIds(sites, g.cms_list ?? [], g.site_ids ?? null);
    return { groupID: g.group_id, permitted, scope: rowScope({ siteIds, permitted }) };
  });
}

/**
 * The requests the dashboard sends for a profile on its opening tab, built as the browser builds
 * them (src/pages/dashboard: a panel per slot, its widget's filters from the definition's defaults
 * and the tab's period, the report's default sort, the first page).
 */
export function dashboardViews(service: Pick<ReportService, 'registry'>, profile: DashboardProfile): DashboardView[] {
  const { registry } = service;
  const permitted = new Set(profile.permitted);
  const mayOpen = (id: string) => {
    const report = registry.reports.get(id);
    return Boolean(report && isPermitted(report.route, permitted));
  };
  return dashboardReportIds(mayOpen).map(({ reportId }) => {
    const report = registry.reports.get(reportId)!;
    const view = reportView(report, registry);
    const filters = filterDefaults(view.filters, { siteIds: profile.scope.siteIds }, tabFilters(DEFAULT_DASHBOARD_TAB));
    const size = view.paging.mode === 'remote' ? view.paging.pageSize ?? DEFAULT_PAGE_SIZE : undefined;
    const request = buildRequest(view, { filters, page: size ? { index: 0, size } : undefined });
    return { profile, report, request };
  });
}

export interface WarmResult { answers: number; failed: number; ms: number; cancelled: boolean }

/**
 * Answers every profile's dashboard views once, one at a time (the server serves requests
 * meanwhile), into the service's answer cache. Stops between answers when `signal` aborts (the
 * server closing). A failed answer is counted and skipped: it will be computed on request.
 */
export async function warmDashboards(service: ReportService, profiles: readonly DashboardProfile[], now: () => number, signal?: AbortSignal): Promise<WarmResult> {
  const started = performance.now();
  const seen = new Set<string>();
  let answers = 0;
  let failed = 0;
  for (const profile of profiles) {
    for (const { report, request } of dashboardViews(service, profile)) {
      if (signal?.aborted) return { answers, failed, ms: performance.now() - started, cancelled: true };
      const key = `${report.id}\u0000${JSON.stringify(request)}\u0000${JSON.stringify(profile.scope)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      try {
        await service.answer(report, request, profile.scope, now());
        answers++;
      } catch {
        failed++;
      }
    }
  }
  return { answers, failed, ms: performance.now() - started, cancelled: Boolean(signal?.aborted) };
}
