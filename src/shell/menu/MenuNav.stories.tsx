import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReportEntry } from '../../api/contracts';
import { buildRouteTable } from '../routes/routeTable';
import { buildMenu, toggleGroup } from './buildMenu';
import { MenuNav } from './MenuNav';

const entry = (id: string, group: string, category: ReportEntry['category'], itemIdx: number, reportIdx: number): ReportEntry => ({
  id, path: `/${group}/${id}`, menuGroup: group, category, itemIdx, reportIdx, order: reportIdx, titleKey: `reports.${id}.title`,
  singleSite: group === 'site_owner', widget: false,
});

/** A site owner's and a provider's menu: every category colour appears. */
const ENTRIES: ReportEntry[] = [
  entry('site_compare', 'sys_provider', 'general', 91000, 91001), entry('game_ranking', 'sys_provider', 'general', 91000, 91002),
  entry('site_outline', 'site_owner', 'operation', 92000, 92010), entry('game_stats', 'site_owner', 'gaming', 92000, 92110),
  entry('promo_cost', 'site_owner', 'promo', 92000, 92210), entry('trans_recap', 'site_owner', 'trans', 92000, 92310),
  entry('member_level', 'site_owner', 'member', 92000, 92410), entry('member_tag', 'site_owner', 'member', 92000, 92420),
];
const PERMITTED = [1, 91000, 92000];

function MenuDemo({ open }: { open: string[] }) {
  const sections = buildMenu(buildRouteTable(ENTRIES, PERMITTED), PERMITTED);
  const [expanded, setExpanded] = useState(new Set(open));
  return (
    <aside className="left-menu" style={{ position: 'static', height: '100vh' }}>
      <MenuNav sections={sections} expanded={expanded} onToggle={(id) => setExpanded((e) => toggleGroup(e, id))} />
    </aside>
  );
}

const meta = { title: 'Shell/Menu', component: MenuDemo, args: { open: ['site_owner'] }, parameters: { route: '/site_owner/promo_cost' } } satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SiteOwnerExpanded: Story = {};
export const AllCollapsed: Story = { args: { open: [] } };
export const AllExpanded: Story = { args: { open: ['maintenance', 'sys_provider', 'site_owner'] } };
