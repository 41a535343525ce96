import { apiPost } from '../../api/client';
import { Status } from '../../engine/status';
import type { GridLayout } from '../../engine/view/gridLayout';
import type { SavedView, SavedViewState } from '../../engine/view/savedView';

/** A saved view call the server refused; `current` is the view as it is now after a version conflict (9409). */
export class ViewCallError extends Error {
  constructor(message: string, readonly status: number, readonly current?: SavedView) {
    super(message);
    this.name = 'ViewCallError';
  }
}

export interface ViewList {
  views: SavedView[];
  /** The operator holds the group right to share views. */
  canShare: boolean;
  /** The operator's own layout of the report asked for (null: the report's). */
  layout: GridLayout | null;
}

/** The saved view and grid layout calls (docs/API.md); injectable so stories answer from memory. */
export interface ViewsApi {
  /** One report's views and the operator's layout of it, or every view the operator sees. */
  list(reportId?: string): Promise<ViewList>;
  add(input: { reportId: string; name: string; shared: boolean; state: SavedViewState }): Promise<SavedView>;
  update(input: { viewID: number; version: number; name?: string; shared?: boolean; state?: SavedViewState }): Promise<SavedView>;
  remove(ref: { viewID: number; version: number }): Promise<void>;
  saveLayout(reportId: string, layout: GridLayout | null): Promise<void>;
}

async function call<T>(path: string, reqData: unknown): Promise<T> {
  const envelope = await apiPost<T & { message?: string; current?: SavedView }>(`/api/view${path}`, reqData);
  if (envelope.status !== Status.OK) {
    throw new ViewCallError(envelope.result?.message ?? `status ${envelope.status}`, envelope.status, envelope.result?.current);
  }
  return envelope.result as T;
}

export const httpViewsApi: ViewsApi = {
  async list(reportId) {
    const r = await call<{ res: SavedView[]; canShare: boolean; layout?: GridLayout | null }>('/list', reportId ? { reportId } : {});
    return { views: r.res, canShare: r.canShare, layout: r.layout ?? null };
  },
  add: async (input) => (await call<{ view: SavedView }>('/add', input)).view,
  update: async (input) => (await call<{ view: SavedView }>('/update', input)).view,
  // the route takes the id and the version read, nothing else: a whole view is refused (9400)
  remove: async ({ viewID, version }) => { await call('/delete', { viewID, version }); },
  saveLayout: async (reportId, layout) => { await call('/layout', { reportId, layout }); },
};
