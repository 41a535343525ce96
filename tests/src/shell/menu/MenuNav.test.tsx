// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../../src/i18n/i18n';
import { buildMenu, toggleGroup } from '../../../../src/shell/menu/buildMenu';
import { MenuNav } from '../../../../src/shell/menu/MenuNav';
import { buildRouteTable } from '../../../../src/shell/routes/routeTable';
import { SITE_OWNER_ENTRIES } from '../fixtures/reportEntries';

afterEach(cleanup);

function Harness() {
  const sections = buildMenu(buildRouteTable(SITE_OWNER_ENTRIES, [1, 92000]), [1, 92000]);
  const [expanded, setExpanded] = useState<Set<string>>(new Set(['maintenance']));
  return <MemoryRouter><MenuNav sections={sections} expanded={expanded} onToggle={(id) => setExpanded((e) => toggleGroup(e, id))} /></MemoryRouter>;
}

describe('MenuNav', () => {
  it('collapses and expands a menu group when its header is clicked', () => {
    render(<Harness />);
    const group = screen.getByRole('button', { name: 'Operation Management' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Operator Maintenance' })).toBeTruthy();
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Operator Maintenance' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Site Owner' }));
    expect(screen.getByText('Gaming')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Promotion cost' }).getAttribute('href')).toBe('/site_owner/promo_cost');
  });
});
