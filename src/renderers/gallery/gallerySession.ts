import { resolveRange, type DateRangeValue } from '../../engine/dates/presets';
import type { ReportEntry } from '../../api/contracts';
import type { RecordedReport } from './recordedReports';

/**
 * What a story's demo session is made of, read from the recorded results: the sites they show, the
 * day they were recorded on and every report's route (so drill links resolve). Pure: the report
 * gallery's Vite plugin computes it at build time from every recording (`virtual:gallery-session`),
 * so that a report story loads its own recording alone.
 */
export interface GallerySession {
  sites: { site_id: number; site_name: string; site_currency: string }[];
  today?: string;
  routes: ReportEntry[];
}

type Records = Readonly<Record<string, RecordedReport>>;

/** The sites the recorded results show, as the session's site list. */
export function demoSites(records: Records): GallerySession['sites'] {
  const seen = new Map<number, GallerySession['sites'][number]>();
  for (const r of Object.values(records)) {
    for (const row of r.result.res) {
      if (typeof row.site_id === 'number' && typeof row.site_name === 'string') {
        seen.set(row.site_id, { site_id: row.site_id, site_name: row.site_name, site_currency: String(row.site_currency ?? 'USD') });
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.site_id - b.site_id);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The day the results were recorded on: the day on which a report's default preset resolves to
 * the period its result covers (stories show the dates a preset stands for on that day).
 */
export function recordedToday(records: Records): string | undefined {
  for (const { view, result } of Object.values(records)) {
    const preset = (view.filters.find((f) => f.widget === 'dateRange')?.default as DateRangeValue | undefined)?.preset;
    const range = result.meta.range;
    if (!preset || preset === 'custom' || !range) continue;
    const day = [range.to, nextDay(range.to)].find((t) => {
      const r = resolveRange({ preset }, t);
      return r.from === range.from && r.to === range.to;
    });
    if (day) return day;
  }
  return undefined;
}

/** The session of a set of recordings: their sites, their day and their reports' routes. */
export function gallerySessionOf(records: Records): GallerySession {
  const today = recordedToday(records);
  return {
    sites: demoSites(records),
    ...(today ? { today } : {}),
    routes: Object.values(records).map(({ view }) => ({
      id: view.id, path: view.route.path, menuGroup: view.route.menuGroup, category: view.route.category, itemIdx: view.route.itemIdx,
      reportIdx: view.route.reportIdx, order: view.route.order, titleKey: view.titleKey, singleSite: Boolean(view.route.singleSite), widget: view.widget,
    })),
  };
}
