// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportApi } from '../../../../src/renderers/api/reportApi';
import { reportEntry } from '../fixtures/reportEntries';

// A stand-in widget: asks for its view through the drawer's report API and shows the params it got.
vi.mock('../../../../src/renderers/ReportWidget', async () => {
  const { useReportApi } = await import('../../../../src/renderers/api/ReportApiContext');
  return {
    default: function StubWidget({ reportId, filters }: { reportId: string; filters?: Record<string, unknown> }) {
      const api = useReportApi();
      const [ready, setReady] = useState(false);
      useEffect(() => { void api.view(reportId).then(() => setReady(true)); }, [api, reportId]);
      return <p data-testid="widget">{reportId} {JSON.stringify(filters)} {ready ? 'ready' : 'waiting'}</p>;
    },
  };
});

const { ReportApiProvider } = await import('../../../../src/renderers/api/ReportApiContext');
const { SideDrawerHost } = await import('../../../../src/shell/drawer/SideDrawerHost');
const { buildRouteTable } = await import('../../../../src/shell/routes/routeTable');
const { closeWidget, openWidget, sideDrawerStore } = await import('../../../../src/state/sideDrawerStore');
await import('../../../../src/i18n/i18n');

const routes = buildRouteTable([reportEntry({ id: 'game_ranking', widget: true })], [91000]);
let answer: () => void;
const api: ReportApi = {
  view: () => new Promise((resolve) => { answer = () => resolve({} as never); }),
  run: vi.fn(),
  exportFile: vi.fn(),
};

function renderHost() {
  return render(
    <MemoryRouter>
      <button type="button">opener</button>
      <ReportApiProvider api={api}><SideDrawerHost routes={routes} /></ReportApiProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => closeWidget());
afterEach(cleanup);

describe('SideDrawerHost', () => {
  it('is closed at start and opens on an emit request with the widget and its params', async () => {
    renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByRole('button', { name: 'opener' }).focus();
    act(() => openWidget('game_ranking', { range: { preset: 'prev7' } }));
    const drawer = await screen.findByRole('dialog', { name: 'Game ranking' });
    expect((await screen.findByTestId('widget')).textContent).toBe('game_ranking {"range":{"preset":"prev7"}} waiting');
    await waitFor(() => expect(document.activeElement).toBe(drawer));
    expect(screen.getByRole('link', { name: 'Open report' }).getAttribute('href')).toBe('/sys_provider/game_ranking');
  });

  it('shows a loading overlay while the widget runs, and hides it when it has answered', async () => {
    renderHost();
    act(() => openWidget('game_ranking'));
    await screen.findByTestId('widget');
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    await act(async () => answer());
    expect(screen.getByTestId('widget').textContent).toContain('ready');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with Escape or its close button and gives focus back to the opener', async () => {
    renderHost();
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    act(() => openWidget('game_ranking'));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(sideDrawerStore.open).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    act(() => openWidget('game_ranking'));
    fireEvent.click(await screen.findByRole('button', { name: 'Close widget' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
