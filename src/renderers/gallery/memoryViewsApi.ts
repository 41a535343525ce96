import type { GridLayout } from '../../engine/view/gridLayout';
import type { SavedView } from '../../engine/view/savedView';
import { ViewCallError, type ViewsApi } from '../views/viewsApi';

const view = (viewID: number, reportId: string, name: string, more: Partial<SavedView> = {}): SavedView => ({
  viewID, reportId, name, shared: false, ownerID: 1, ownerName: 'Administrator', own: true, editable: true, version: 1,
  updatedAt: '2026-11-21 09:30:00', state: { filters: { range: { preset: 'prev30' } }, sort: [{ field: 'apv_bet', dir: 'desc' }] }, ...more,
});

/** Saved views an analyst keeps: its own, its group's, and a colleague's it may not change. */
export const DEMO_SAVED_VIEWS: SavedView[] = [
  view(11, 'site_trend', 'Thai markets, 60 days', {
    state: { filters: { range: { preset: 'prev60' }, markets: ['THB'] }, sort: [{ field: 'dpst_amt', dir: 'desc' }], size: 100,
      layout: { columns: [{ field: 'stat_date', pinned: true }, { field: 'site_name' }, { field: 'dpst_amt' }, { field: 'apv_bet' }, { field: 'site_currency', hidden: true }] } },
  }),
  view(12, 'site_trend', '月度存款 (VND)', { shared: true, ownerID: 31, ownerName: '林美玲', own: false, editable: true }),
  view(13, 'game_ranking', 'Slots by GGR this month', { shared: true }),
  view(14, 'member_top', 'Top depositors · weekly review', { shared: true, ownerID: 33, ownerName: 'Somchai Kittisak', own: false, editable: false }),
];

/** A ViewsApi kept in memory (stories): changes apply at once; a stale version answers the conflict as the server does. */
export function memoryViewsApi(seed: readonly SavedView[] = DEMO_SAVED_VIEWS, opts: { canShare?: boolean; layout?: GridLayout | null } = {}): ViewsApi {
  let views = seed.map((v) => ({ ...v }));
  let next = 100;
  const layouts = new Map<string, GridLayout | null>();
  const find = (viewID: number, version: number) => {
    const v = views.find((x) => x.viewID === viewID);
    if (!v) throw new ViewCallError('The saved view no longer exists', 9404);
    if (v.version !== version) throw new ViewCallError('Another operator changed this record in the meantime; review the current values and try again', 9409, v);
    return v;
  };
  return {
    async list(reportId) {
      return { views: views.filter((v) => !reportId || v.reportId === reportId), canShare: opts.canShare ?? true, layout: (reportId ? layouts.get(reportId) : undefined) ?? opts.layout ?? null };
    },
    async add(input) {
      const created = view(next++, input.reportId, input.name, { shared: input.shared, state: input.state });
      views = [...views, created];
      return created;
    },
    async update(input) {
      const v = find(input.viewID, input.version);
      const updated = { ...v, ...(input.name ? { name: input.name } : {}), ...(input.state ? { state: input.state } : {}), version: v.version + 1 };
      views = views.map((x) => (x.viewID === v.viewID ? updated : x));
      return updated;
    },
    async remove(ref) {
      find(ref.viewID, ref.version);
      views = views.filter((x) => x.viewID !== ref.viewID);
    },
    async saveLayout(reportId, layout) { layouts.set(reportId, layout); },
  };
}
