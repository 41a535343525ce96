import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { MENU_GROUPS } from '../../../engine/menu';
import type { Envelope } from '../../../engine/status';
import { RECORDED } from '../../../renderers/gallery/recordedReports';
import { GlobalDialog } from '../../../shell/feedback/GlobalDialog';
import { closeDialog } from '../../../state/dialogActions';
import '../maintenance.css';
import { maintenanceApi } from '../shared/maintenanceApi';
import type { CmsItem, GroupRow, PermissionBranch } from '../shared/maintenanceTypes';
import { GroupMaintenance } from './GroupMaintenance';

const TREE: PermissionBranch[] = MENU_GROUPS.filter((g) => g.id !== 'maintenance').map((g) => ({
  id: g.id, itemIdx: g.itemIdx, titleKey: g.titleKey, category: g.category,
  children: Object.values(RECORDED).map(({ view: v }) => v).filter((v) => v.route.menuGroup === g.id).sort((a, b) => a.route.reportIdx - b.route.reportIdx)
    .map((v) => ({ reportIdx: v.route.reportIdx, id: v.id, titleKey: v.titleKey, category: v.route.category })),
}));

const UNITS: CmsItem[] = [
  { cms_id: 1, cms_name: 'Thailand (LuckyThai88, SiamSlot)' }, { cms_id: 2, cms_name: 'Vietnam (VinaWin, SaigonBet)' },
  { cms_id: 3, cms_name: 'Indonesia (GarudaPlay, JakartaJP)' }, { cms_id: 4, cms_name: 'Philippines (ManilaStar, PinoyPanalo)' },
];

const group = (groupID: number, groupName: string, items: number[], cmsList: number[], operatorCount: number, more: Partial<GroupRow> = {}): GroupRow =>
  ({ groupID, groupName, items, cmsList, siteIds: null, version: 1, operatorCount, manageable: true, ...more });

const GROUPS: GroupRow[] = [
  group(1, 'Administrators', [1, 70000, 80100, 90000, 91000, 92000], [1, 2, 3, 4], 2, { own: true }),
  group(2, 'LuckyThai88 站長', [92000], [1], 3, { siteIds: [1] }),
  group(3, 'SiamSlot Marketing', [92210, 92220, 92230, 92240], [1], 4, { siteIds: [2] }),
  group(4, 'Customer Service 客服組', [92470, 92510, 92610], [1, 2], 9),
  group(6, '東南亞區域財務與風險控管督導小組', [90000, 92310, 92320], [1, 2, 3, 4], 12),
];

const ok = <T,>(result: T): Envelope<T> => ({ status: 1, result: result as Envelope<T>['result'] });

type Answer = 'groups' | 'none';

function stub(answer: Answer): () => void {
  const saved = { ...maintenanceApi };
  Object.assign(maintenanceApi, {
    groups: async () => ok({ res: answer === 'none' ? [] : GROUPS }),
    tree: async () => ok({ res: TREE, cms: UNITS }),
    // A name already taken is refused (status 8030), like the server does.
    addGroup: async (g) => (GROUPS.some((x) => x.groupName === g.groupName)
      ? { status: 8030, result: { message: 'Group name already exists' } as Envelope<{ group: GroupRow }>['result'] }
      : ok({ group: group(7, g.groupName, g.items, g.cmsList, 0) })),
    updateGroup: async (g) => ok({ group: { ...GROUPS.find((x) => x.groupID === g.groupID)!, version: g.version + 1 } }),
    deleteGroup: async () => ok({}),
  } satisfies Partial<typeof maintenanceApi>);
  return () => { Object.assign(maintenanceApi, saved); closeDialog(); };
}

function Screen(_: { answer: Answer }) {
  return <div style={{ padding: 24 }}><GroupMaintenance /><GlobalDialog /></div>;
}

/** /maintenance/group: the groups, and the chosen one's name, rights and operating units (answers stubbed in the story). */
const meta = {
  title: 'Pages/Maintenance/Group/GroupMaintenance',
  component: Screen,
  args: { answer: 'groups' },
  parameters: { layout: 'fullscreen', route: '/maintenance/group' },
  beforeEach: ({ args }) => stub(args.answer),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five groups, none chosen: the editor asks to pick one. */
export const PickAGroup: Story = {};
/** LuckyThai88's site owners chosen. */
export const GroupChosen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /LuckyThai88/ }));
  },
};
/** No group yet besides the one the server keeps hidden: only "Add group". */
export const NoGroups: Story = { args: { answer: 'none' } };
/** A new group named like an existing one: the server refuses and the red dialog says why. */
export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /new group/i }));
    await userEvent.type(await canvas.findByLabelText(/group name/i), 'Administrators');
    await userEvent.click(canvas.getByRole('button', { name: /create group/i }));
    // another group's name is refused at once, before anything is asked or sent
    await canvas.findByText('Group name already exists');
  },
};
