// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../../src/i18n/i18n';
import { PageHeader } from '../../../../src/shell/header/PageHeader';
import { globalStore } from '../../../../src/state/globalStore';
import { followDataTo } from '../../../../src/state/sessionActions';

afterEach(() => { cleanup(); globalStore.domain = null; });

const model = { titleKey: 'shell.dashboard', crumbs: [{ titleKey: 'shell.home', to: '/' }, { titleKey: 'shell.dashboard' }] };

describe('up to when the data runs', () => {
  it('shows under the breadcrumbs of a report page, and not where none is given', () => {
    const { rerender } = render(<MemoryRouter><PageHeader model={model} dataTo="2026-11-27 14:05" /></MemoryRouter>);
    expect(screen.getByText('Data to 2026-11-27 14:05')).toBeTruthy();
    rerender(<MemoryRouter><PageHeader model={model} dataTo={null} /></MemoryRouter>);
    expect(screen.queryByText(/Data to/)).toBeNull();
  });

  it('follows a report answer of a load served since the login: the time and the last day move, the rest stays', () => {
    globalStore.domain = { baseCurrency: 'USD', dataStart: '2024-11-28', dataEnd: '2026-11-27', dataTo: '2026-11-27 14:05' };
    followDataTo(undefined);
    expect(globalStore.domain).toMatchObject({ dataEnd: '2026-11-27', dataTo: '2026-11-27 14:05' });
    followDataTo('2026-11-28 09:30');
    expect(globalStore.domain).toEqual({ baseCurrency: 'USD', dataStart: '2024-11-28', dataEnd: '2026-11-28', dataTo: '2026-11-28 09:30' });
    // before a session there is nothing to follow
    globalStore.domain = null;
    followDataTo('2026-11-28 09:30');
    expect(globalStore.domain).toBeNull();
  });
});
