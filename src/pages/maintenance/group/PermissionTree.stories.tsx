import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MENU_GROUPS } from '../../../engine/menu';
import { RECORDED } from '../../../renderers/gallery/recordedReports';
import '../maintenance.css';
import type { PermissionBranch } from '../shared/maintenanceTypes';
import { PermissionTree } from './PermissionTree';

/** The maintenance pages, then the recorded reports, under their menu groups, as /api/maintenance/group/tree answers them. */
const LEAVES = [
  { reportIdx: 2, id: 'operatorMaintenance', titleKey: 'menu.operatorMaintenance', category: 'operation' as const, menuGroup: 'maintenance' },
  { reportIdx: 3, id: 'groupMaintenance', titleKey: 'menu.groupMaintenance', category: 'operation' as const, menuGroup: 'maintenance' },
  ...Object.values(RECORDED).map(({ view: v }) => ({ reportIdx: v.route.reportIdx, id: v.id, titleKey: v.titleKey, category: v.route.category, menuGroup: v.route.menuGroup })),
];
const TREE: PermissionBranch[] = MENU_GROUPS.map((g) => ({
  id: g.id, itemIdx: g.itemIdx, titleKey: g.titleKey, category: g.category,
  children: LEAVES.filter((l) => l.menuGroup === g.id).sort((a, b) => a.reportIdx - b.reportIdx)
    .map(({ reportIdx, id, titleKey, category }) => ({ reportIdx, id, titleKey, category })),
}));

const SITE_OWNER = TREE.find((b) => b.id === 'site_owner')!;

function Live({ tree, initial, disabled }: { tree: PermissionBranch[]; initial: number[]; disabled?: boolean }) {
  const [items, setItems] = useState(new Set(initial));
  return <div className="card" style={{ margin: 24, padding: 16, maxWidth: 900 }}><PermissionTree tree={tree} items={items} disabled={disabled} onChange={setItems} /></div>;
}

/** A group's rights as the menu shows them: menu groups (tri-state) over their coloured categories of reports. */
const meta = {
  title: 'Pages/Maintenance/Group/PermissionTree',
  component: Live,
  args: { tree: TREE, initial: [92000] },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site owner's group: the whole site owner menu. */
export const SiteOwner: Story = {};
/** A finance analyst: the general reports and a few site owner reports one by one (the site owner group is mixed). */
export const ReportByReport: Story = { args: { initial: [90000, ...SITE_OWNER.children.filter((c) => c.category === 'trans').map((c) => c.reportIdx)] } };
/** An administrator: every menu group. */
export const Everything: Story = { args: { initial: TREE.map((b) => b.itemIdx) } };
/** A new group: nothing granted. */
export const Nothing: Story = { args: { initial: [] } };
/** The operator's own group cannot change its own rights. */
export const Disabled: Story = { args: { disabled: true } };
/** A menu group without reports yet (the provider reports before release) says that ticking it grants its future reports. */
export const EmptyMenuGroup: Story = { args: { tree: TREE.map((b) => (b.id === 'provider' ? { ...b, children: [] } : b)), initial: [70000] } };
