import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Status } from '../../engine/status';
import type { GridLayout } from '../../engine/view/gridLayout';
import type { SavedView, SavedViewState } from '../../engine/view/savedView';
import { showDialog } from '../../state/dialogActions';
import { ViewCallError, type ViewList, type ViewsApi } from './viewsApi';

/** The text of a refused change: the maintenance conflict message with the view as it is now, or the server's message. */
function failureText(t: (key: string, o?: Record<string, unknown>) => string, error: unknown): string {
  if (error instanceof ViewCallError && error.status === Status.CONFLICT) {
    const now = error.current ? ` ${t('views.conflictNow', { name: error.current.name, at: error.current.updatedAt })}` : '';
    return `${t('maintenance.conflict.title')}${now}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export interface SavedViewsBinding {
  /** null until the first answer (or when the console has no saved views here). */
  list: ViewList | null;
  add(name: string, shared: boolean, state: SavedViewState): Promise<SavedView | null>;
  update(view: SavedView, change: { name?: string; state?: SavedViewState }): Promise<SavedView | null>;
  remove(view: SavedView): Promise<boolean>;
  saveLayout(layout: GridLayout | null): void;
}

/**
 * One report's saved views and the operator's layout of it: loaded once, reloaded after each
 * change; each change reports through the global dialog (green, or red with the reason: a version
 * conflict reads as maintenance's, then the list is read again).
 */
export function useSavedViews(reportId: string | null, api: ViewsApi | undefined): SavedViewsBinding {
  const { t } = useTranslation();
  const [list, setList] = useState<ViewList | null>(null);
  const [seq, setSeq] = useState(0);
  useEffect(() => {
    if (!api || !reportId) return;
    let live = true;
    api.list(reportId).then((l) => { if (live) setList(l); }, () => { if (live) setList({ views: [], canShare: false, layout: null }); });
    return () => { live = false; };
  }, [api, reportId, seq]);
  const reload = useCallback(() => setSeq((n) => n + 1), []);
  const attempt = useCallback(async <T,>(work: () => Promise<T>, success: (r: T) => string): Promise<T | null> => {
    try {
      const r = await work();
      showDialog('success', success(r));
      reload();
      return r;
    } catch (error) {
      showDialog('error', failureText(t, error));
      reload();
      return null;
    }
  }, [t, reload]);

  return {
    list,
    add: (name, shared, state) => attempt(() => api!.add({ reportId: reportId!, name, shared, state }), (v) => t('views.saved', { name: v.name })),
    update: (view, change) => attempt(() => api!.update({ viewID: view.viewID, version: view.version, ...change }),
      (v) => t(change.name !== undefined ? 'views.renamed' : 'views.updated', { name: v.name })),
    remove: async (view) => (await attempt(async () => { await api!.remove({ viewID: view.viewID, version: view.version }); return true; }, () => t('views.deleted', { name: view.name }))) ?? false,
    saveLayout: (layout) => {
      if (!api || !reportId) return;
      setList((l) => (l ? { ...l, layout } : l));
      void api.saveLayout(reportId, layout).catch(() => undefined);
    },
  };
}
