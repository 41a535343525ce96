import type { Meta, StoryObj } from '@storybook/react-vite';
import { MENU_GROUPS } from '../../../engine/menu';
import { RECORDED } from '../../../renderers/gallery/recordedReports';
import '../maintenance.css';
import type { CmsItem, GroupRow, PermissionBranch } from '../shared/maintenanceTypes';
import { GroupEditor } from './GroupEditor';

/** The recorded reports under their menu groups, as /api/maintenance/group/tree answers them. */
const TREE: PermissionBranch[] = MENU_GROUPS.filter((g) => g.id !== 'maintenance').map((g) => ({
  id: g.id, itemIdx: g.itemIdx, titleKey: g.titleKey, category: g.category,
  children: Object.values(RECORDED).map(({ view: v }) => v).filter((v) => v.route.menuGroup === g.id).sort((a, b) => a.route.reportIdx - b.route.reportIdx)
    .map((v) => ({ reportIdx: v.route.reportIdx, id: v.id, titleKey: v.titleKey, category: v.route.category })),
}));

const UNITS: CmsItem[] = [
  { cms_id: 1, cms_name: 'Thailand (LuckyThai88, SiamSlot)' }, { cms_id: 2, cms_name: 'Vietnam (VinaWin, SaigonBet)' },
  { cms_id: 3, cms_name: 'Indonesia (GarudaPlay, JakartaJP)' }, { cms_id: 4, cms_name: 'Philippines (ManilaStar, PinoyPanalo)' },
];

const SITE_OWNERS: GroupRow = {
  groupID: 2, groupName: 'LuckyThai88 站長', items: [92000], cmsList: [1], siteIds: [1], version: 7, operatorCount: 3, own: false, manageable: true,
};

/** One group's name, rights and operating units; its parent keys it by group and version. */
const meta = {
  title: 'Pages/Maintenance/Group/GroupEditor',
  component: GroupEditor,
  args: { group: SITE_OWNERS, tree: TREE, cms: UNITS, busy: false, onSave: () => {}, onDelete: () => {} },
  decorators: [(Story) => <div className="mnt-page" style={{ padding: 24, maxWidth: 960 }}><Story /></div>],
} satisfies Meta<typeof GroupEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LuckyThai88's site owners: the site owner menu, Thailand's unit, one site. */
export const SiteOwnerGroup: Story = {};
/** A new group: no name, nothing granted; Create. */
export const NewGroup: Story = { args: { group: undefined, onDelete: undefined } };
/** The operator's own group: its name can change, its rights cannot. */
export const OwnGroup: Story = { args: { group: { ...SITE_OWNERS, own: true } } };
/** A group above the operator's rights: read only. */
export const AboveMyRights: Story = { args: { group: { ...SITE_OWNERS, groupName: 'Administrators', items: [1, 70000, 80100, 90000, 91000, 92000], cmsList: [1, 2, 3, 4], siteIds: null, manageable: false, operatorCount: 2 } } };
/** A finance group granted report by report, with a long Traditional Chinese name. */
export const LongNameReportByReport: Story = {
  args: { group: { ...SITE_OWNERS, groupName: '東南亞區域財務與風險控管督導小組', items: [90000, 92310, 92320, 80102], cmsList: [1, 2, 3], siteIds: null, operatorCount: 12 } },
};
export const Saving: Story = { args: { busy: true } };
