import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedView } from '../../../src/engine/view/savedView';
import { createTestApp, injectApi, injectLogin, type TestServer } from '../../support/server';

/** A saved view keeps the grid's page its URL held (`p`, from 1), as `state.page` from 0. */
describe('the page of a saved view', () => {
  let server: Omit<TestServer, 'url'>;
  let token: string;
  const call = (path: string, reqData: unknown) => injectApi<{ view: SavedView; res: SavedView[] }>(server.app, path, reqData, token);

  beforeAll(async () => {
    server = await createTestApp();
    token = await injectLogin(server.app, 'admin');
  });
  afterAll(async () => { await server?.close(); });

  it('is kept, changed and listed as saved', async () => {
    const state = { filters: { range: { preset: 'prev60' } }, sort: [{ field: 'apv_bet', dir: 'asc' }], page: 2, size: 20 };
    const added = await call('/view/add', { reportId: 'site_trend', name: 'Third page', state });
    expect(added.status, added.result.message).toBe(1);
    expect(added.result.view.state).toEqual(state);
    const moved = await call('/view/update', { viewID: added.result.view.viewID, version: added.result.view.version, state: { ...state, page: 0 } });
    expect(moved.status, moved.result.message).toBe(1);
    const listed = await call('/view/list', { reportId: 'site_trend' });
    expect(listed.result.res.find((v) => v.viewID === added.result.view.viewID)?.state.page).toBe(0);
  });

  it('refuses a page that is not a whole number from 0 to 999999, naming it', async () => {
    for (const page of [-1, 1.5, '2', 1_000_000]) {
      const answer = await call('/view/add', { reportId: 'site_trend', name: `Page ${String(page)}`, state: { filters: {}, sort: [], page } });
      expect([answer.http, answer.status], String(page)).toEqual([400, 9400]);
      expect(answer.result.message).toContain('page');
    }
  });
});
