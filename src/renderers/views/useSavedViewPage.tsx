import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ReportView } from '../../engine/report/reportView';
import { defaultLayout, isDefaultLayout, mergeLayout, type GridLayout } from '../../engine/view/gridLayout';
import { SAVED_VIEW_PARAM, openSavedView, savedViewIdOf, savedViewSearch, type SavedView, type SavedViewState } from '../../engine/view/savedView';
import type { DecodedView, ViewNote } from '../../engine/view/viewUrl';
import { showAlert } from '../../state/alertStore';
import { sessionStore } from '../../state/sessionStore';
import { useReportApi } from '../api/ReportApiContext';
import { storedLists } from '../filters/useSessionLists';
import { viewShape } from '../view/urlViewOf';
import { SavedViewsMenu } from './SavedViewsMenu';
import { useSavedViews } from './useSavedViews';

export interface SavedViewPage {
  /** The URL names a saved view whose view is not in it yet: the page waits, then writes it. */
  pending: boolean;
  menu: ReactNode;
  savedOpening: { name: string; notes: ViewNote[] } | null;
  layout: GridLayout | undefined;
  onLayout: ((layout: GridLayout | null) => void) | undefined;
}

/**
 * The report page's saved views and grid layout. `?v=<id>` names the saved view shown: a link
 * with only it (the dashboard, the side drawer, the menu's Open) gets the view's filters, sort, page
 * and page size written into the URL, so the page then opens as any link to a view; the view's layout
 * (else the operator's own, else the report's) arranges the grid, and what the report no longer
 * has is said. Column changes are kept as the operator's layout of the report.
 */
export function useSavedViewPage(view: ReportView | null, decoded: DecodedView | null): SavedViewPage {
  const { t } = useTranslation();
  const api = useReportApi().views;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { operator } = useSnapshot(sessionStore);
  const saved = useSavedViews(view && api ? view.id : null, api);
  const viewID = savedViewIdOf(search);
  const current = saved.list?.views.find((v) => v.viewID === viewID) ?? null;
  const lists = useMemo(storedLists, []);
  const opened = useMemo(() => (current && view ? openSavedView(current.state, current.viewID, viewShape(view, lists), view.columns) : null), [current, view, lists]);
  const pending = Boolean(api && view && viewID !== null && decoded && !decoded.present);

  useEffect(() => {
    if (!pending || !saved.list) return;
    if (opened) {
      navigate({ pathname, search: `?${opened.search}` }, { replace: true });
    } else {
      showAlert('warning', t('views.missing'));
      navigate({ pathname, search: '' }, { replace: true });
    }
  }, [pending, saved.list, opened, navigate, pathname, t]);

  const [working, setWorking] = useState<{ id: number | null; layout: GridLayout } | null>(null);
  const base = working && working.id === viewID ? working.layout : opened?.layout ?? saved.list?.layout ?? null;
  const layout = useMemo(() => (view ? mergeLayout(base, view.columns).layout : undefined), [view, base]);
  // what is on screen now, for a menu whose handlers an earlier render may have made (the filter form keeps its children)
  const latest = useRef({ layout, decoded });
  latest.current = { layout, decoded };
  if (!api || !view) return { pending: false, menu: null, savedOpening: null, layout, onLayout: undefined };

  const onLayout = (next: GridLayout | null) => {
    const chosen = next ?? defaultLayout(view.columns);
    setWorking({ id: viewID, layout: chosen });
    saved.saveLayout(next && !isDefaultLayout(next, view.columns) ? next : null);
  };
  const currentState = (): SavedViewState => {
    const { decoded: d, layout: l } = latest.current;
    const v = d?.view ?? { filters: {}, sort: [], page: 0 };
    return {
      filters: v.filters, sort: v.sort, ...(v.page > 0 ? { page: v.page } : {}), ...(v.size !== undefined ? { size: v.size } : {}), ...(l ? { layout: l } : {}),
    };
  };
  const withView = (id: number | null) => {
    const params = new URLSearchParams(search);
    if (id === null) params.delete(SAVED_VIEW_PARAM);
    else params.set(SAVED_VIEW_PARAM, String(id));
    const text = params.toString();
    return text ? `?${text}` : '';
  };
  const menu = (
    <SavedViewsMenu views={saved.list?.views ?? []} current={current} canShare={saved.list?.canShare ?? false} groupName={operator?.groupName ?? ''}
      onOpen={(v: SavedView) => navigate({ pathname, search: `?${SAVED_VIEW_PARAM}=${v.viewID}` })}
      onSaveAs={async (name, shared) => {
        const state = currentState();
        const created = await saved.add(name, shared, state);
        if (!created) return;
        if (state.layout) setWorking({ id: created.viewID, layout: state.layout });
        // the view saved, written whole: a report opened plain (no view in its URL yet) would otherwise
        // read as a link naming only the view, opened before the list holds it ("no longer exists")
        navigate({ pathname, search: `?${savedViewSearch(state, created.viewID, search)}` }, { replace: true });
      }}
      onUpdate={(v) => void saved.update(v, { state: currentState() })}
      onRename={(v, name) => saved.update(v, { name })}
      onDelete={async (v) => { if (await saved.remove(v)) navigate({ pathname, search: withView(null) }, { replace: true }); }} />
  );
  return { pending, menu, savedOpening: current && opened ? { name: current.name, notes: opened.notes } : null, layout, onLayout };
}
