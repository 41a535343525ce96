import { drillHref } from '../../renderers/drill/drillUrl';
import type { RecentInquiry } from '../../state/recentInquiries';
import type { RecentPage } from '../../state/recentPages';
import { findRoute, findRouteByReport } from '../routes/routeTable';
import type { ShellRoute } from '../routes/shellRoute';

export interface RecentEntry {
  key: string;
  titleKey: string;
  /** Where a click goes: the page, or the report with the inquiry's filters (it searches on open). */
  href: string;
  /** For an inquiry: the period searched, as a preset key or custom dates, and how many other filters were set. */
  detail?: { presetKey?: string; from?: string; to?: string; more: number };
}

/** Recent pages the operator may still open, newest first. */
export function recentPageEntries(routes: readonly ShellRoute[], pages: readonly RecentPage[]): RecentEntry[] {
  return pages.flatMap((page) => {
    const route = findRoute(routes, page.path);
    return route ? [{ key: page.path, titleKey: route.titleKey, href: route.path }] : [];
  });
}

const isRange = (v: unknown): v is { preset: string; from?: string; to?: string } =>
  typeof v === 'object' && v !== null && typeof (v as { preset?: unknown }).preset === 'string';

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The period of an inquiry and the count of its other filters with a value. */
export function inquiryDetail(filters: Record<string, unknown>): NonNullable<RecentEntry['detail']> {
  const values = Object.values(filters);
  const range = values.find(isRange);
  const more = values.filter((v) => v !== range && isSet(v)).length;
  if (!range) return { more };
  if (range.preset === 'custom') return { from: range.from, to: range.to, more };
  return { presetKey: `presets.${range.preset}`, more };
}

/** Recent inquiries of reports the operator may still open, newest first, as one-click re-runs. */
export function recentInquiryEntries(routes: readonly ShellRoute[], inquiries: readonly RecentInquiry[]): RecentEntry[] {
  return inquiries.flatMap((inquiry) => {
    const route = findRouteByReport(routes, inquiry.reportId);
    if (!route) return [];
    return [{ key: `${inquiry.reportId}@${inquiry.at}`, titleKey: route.titleKey, href: drillHref(route.path, inquiry.filters), detail: inquiryDetail(inquiry.filters) }];
  });
}
