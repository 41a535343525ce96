import { proxy } from 'valtio';

/** Params handed to the widget: filter values by filter key (they win over the report's defaults). */
export type WidgetParams = Record<string, unknown>;

/** The right side drawer (spec §2, §4): closed at app start, one widget at a time. */
export interface SideDrawerState {
  open: boolean;
  reportId: string | null;
  params: WidgetParams;
  /** Counts openings, so opening the same widget again still scrolls to the top and reruns. */
  openings: number;
  /** A report widget, or the operator's saved views. */
  panel: 'widget' | 'views';
}

export function initialSideDrawer(): SideDrawerState {
  return { open: false, reportId: null, params: {}, openings: 0, panel: 'widget' };
}

/** An emit request: show `reportId` with `params`, replacing whatever widget was open. */
export function drawerOpened(state: SideDrawerState, reportId: string, params: WidgetParams = {}): SideDrawerState {
  return { open: true, reportId, params: { ...params }, openings: state.openings + 1, panel: 'widget' };
}

/** Closing keeps the last widget id so the panel can animate out; nothing runs while closed. */
export function drawerClosed(state: SideDrawerState): SideDrawerState {
  return { ...state, open: false };
}

export const sideDrawerStore = proxy<SideDrawerState>(initialSideDrawer());

/** The small event API anything in the console calls to open a widget in the side drawer. */
export function openWidget(reportId: string, params: WidgetParams = {}): void {
  Object.assign(sideDrawerStore, drawerOpened(sideDrawerStore, reportId, params));
}

/** Shows the operator's saved views in the side drawer, replacing whatever widget was open. */
export function openSavedViews(): void {
  Object.assign(sideDrawerStore, { open: true, panel: 'views', openings: sideDrawerStore.openings + 1 });
}

export function closeWidget(): void {
  Object.assign(sideDrawerStore, drawerClosed(sideDrawerStore));
}
