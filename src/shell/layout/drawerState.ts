import { sessionStore } from '../../state/sessionStore';

/** Whether the left menu shows: wide screens unless collapsed, narrow screens only when opened. */
export function menuVisible(state: { drawerOpen: boolean; menuCollapsed: boolean }, desktop: boolean): boolean {
  return desktop ? !state.menuCollapsed : state.drawerOpen;
}

/** The toolbar's menu toggle flips the flag that matters at the current width. */
export function toggleDrawer(desktop: boolean): void {
  if (desktop) sessionStore.menuCollapsed = !sessionStore.menuCollapsed;
  else sessionStore.drawerOpen = !sessionStore.drawerOpen;
}
