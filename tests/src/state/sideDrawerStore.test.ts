import { describe, expect, it } from 'vitest';
import { closeWidget, drawerClosed, drawerOpened, initialSideDrawer, openSavedViews, openWidget, sideDrawerStore } from '../../../src/state/sideDrawerStore';

describe('side drawer state', () => {
  it('is closed at app start', () => {
    expect(initialSideDrawer()).toEqual({ open: false, reportId: null, params: {}, openings: 0, panel: 'widget' });
  });

  it('opens one widget with its params, replacing the one shown, and counts the openings', () => {
    const first = drawerOpened(initialSideDrawer(), 'game_ranking', { range: { preset: 'prev7' } });
    expect(first).toEqual({ open: true, reportId: 'game_ranking', params: { range: { preset: 'prev7' } }, openings: 1, panel: 'widget' });
    const second = drawerOpened(first, 'promo_cost');
    expect(second).toMatchObject({ open: true, reportId: 'promo_cost', params: {}, openings: 2 });
  });

  it('closes without forgetting which widget it showed', () => {
    expect(drawerClosed(drawerOpened(initialSideDrawer(), 'member_tag'))).toMatchObject({ open: false, reportId: 'member_tag' });
  });

  it('is driven by the openWidget and closeWidget events', () => {
    openWidget('site_outline', { site: 3 });
    expect(sideDrawerStore).toMatchObject({ open: true, reportId: 'site_outline', params: { site: 3 } });
    closeWidget();
    expect(sideDrawerStore.open).toBe(false);
  });

  it('shows the saved views in place of a widget, and a widget again after', () => {
    openWidget('site_outline');
    openSavedViews();
    expect(sideDrawerStore).toMatchObject({ open: true, panel: 'views' });
    openWidget('promo_cost');
    expect(sideDrawerStore).toMatchObject({ open: true, panel: 'widget', reportId: 'promo_cost' });
    closeWidget();
  });
});
