import type { Meta, StoryObj } from '@storybook/react-vite';
import { MENU_GROUPS } from '../../../engine/menu';
import type { Envelope } from '../../../engine/status';
import { RECORDED } from '../../../renderers/gallery/recordedReports';
import { GlobalDialog } from '../../../shell/feedback/GlobalDialog';
import { closeDialog } from '../../../state/dialogActions';
import '../maintenance.css';
import { maintenanceApi, type AuditQuery } from '../shared/maintenanceApi';
import type { AuditEntry, CmsItem, PermissionBranch } from '../shared/maintenanceTypes';
import { AuditLogPage } from './AuditLogPage';

const entry = (auditID: number, at: string, actorAC: string, action: string, target: string, before: unknown, after: unknown): AuditEntry =>
  ({ auditID, at, actorAC, action, target, before, after, clientAddr: `203.150.${auditID % 200}.${(auditID * 7) % 250}` });

/** Who changed what: operators, groups, passwords and OTP resets of one week. */
const ENTRIES: AuditEntry[] = [
  entry(9812, '2026-11-21 18:04:51', 'admin', 'operator.lock', 'operator:12', { operatorAC: 'pranee.s', locked: false }, { operatorAC: 'pranee.s', locked: true }),
  entry(9811, '2026-11-21 16:30:12', 'admin', 'group.update', 'group:6', { groupName: '東南亞區域財務與風險控管督導小組', items: [90000], cmsList: [1] },
    { groupName: '東南亞區域財務與風險控管督導小組', items: [90000, 92310, 92320, 92330, 92340, 92350, 92360, 92370], cmsList: [1, 2, 3, 4] }),
  entry(9807, '2026-11-20 11:12:40', 'chen.zhiming', 'operator.reset_password', 'operator:15', null, null),
  entry(9801, '2026-11-19 09:55:03', 'admin', 'operator.create', 'operator:21', null, { operatorAC: 'huang.jiahao', operatorName: '黃家豪', groupName: 'Customer Service 客服組', status: 'active' }),
  entry(9794, '2026-11-18 22:41:19', 'admin', 'operator.disable', 'operator:21', { status: 'active' }, { status: 'disabled' }),
  entry(9790, '2026-11-18 14:02:11', 'admin', 'operator.reset_otp', 'operator:8', { operatorAC: 'somchai.k', otpEnabled: true }, { operatorAC: 'somchai.k', otpEnabled: false }),
  entry(9788, '2026-11-17 10:02:45', 'admin', 'group.delete', 'group:9', { groupName: 'Spare 備用', items: [70000], cmsList: [2] }, null),
  entry(9787, '2026-11-17 09:41:02', 'admin', 'maintenance.refused', 'group:8', null, { action: 'group.delete', reason: 'groupAbove' }),
  entry(9786, '2026-11-17 08:20:37', 'sea.finance.supervisor', 'group.create', 'group:3', null, { groupName: 'SiamSlot Marketing', items: [92210, 92220, 92230, 92240], cmsList: [1] }),
];

/** What the log's codes stand for: the permission tree with the operating units, the groups that exist (9 and 8 are deleted) and the operators (8, somchai.k, is deleted). */
const TREE: PermissionBranch[] = MENU_GROUPS.map((g) => ({
  id: g.id, itemIdx: g.itemIdx, titleKey: g.titleKey, category: g.category,
  children: Object.values(RECORDED).map(({ view: v }) => v).filter((v) => v.route.menuGroup === g.id)
    .map((v) => ({ reportIdx: v.route.reportIdx, id: v.id, titleKey: v.titleKey, category: v.route.category })),
}));
const UNITS: CmsItem[] = [
  { cms_id: 1, cms_name: 'Thailand (LuckyThai88, SiamSlot)' }, { cms_id: 2, cms_name: 'Vietnam (VinaWin, SaigonBet)' },
  { cms_id: 3, cms_name: 'Indonesia (GarudaPlay, JakartaJP)' }, { cms_id: 4, cms_name: 'Philippines (ManilaStar, PinoyPanalo)' },
];
const GROUPS = [
  { groupID: 1, groupName: 'Administrators' }, { groupID: 3, groupName: 'SiamSlot Marketing' }, { groupID: 6, groupName: '東南亞區域財務與風險控管督導小組' },
].map((g) => ({ ...g, items: [], cmsList: [], siteIds: null, version: 1 }));
const OPERATORS = [
  { operatorID: 1, operatorAC: 'admin', operatorName: 'admin' }, { operatorID: 12, operatorAC: 'pranee.s', operatorName: 'Pranee Srisuk' },
  { operatorID: 15, operatorAC: 'wang.xiaoyu', operatorName: '王小雨' }, { operatorID: 21, operatorAC: 'huang.jiahao', operatorName: '黃家豪' },
].map((o) => ({ ...o, groupID: 1, groupName: 'Administrators', status: 'active' as const, locked: false, otpEnabled: false, version: 1 }));

const ok = <T,>(result: T): Envelope<T> => ({ status: 1, result: result as Envelope<T>['result'] });

type Answer = 'entries' | 'empty' | 'refused';

function stub(answer: Answer): () => void {
  const saved = { ...maintenanceApi };
  Object.assign(maintenanceApi, {
    audit: async (q: AuditQuery) => {
      if (answer === 'refused') return { status: 8046, result: { message: 'Privilege not enough', res: [], total: 0 } };
      const rows = answer === 'empty' ? [] : ENTRIES.filter((e) => (!q.actor || e.actorAC?.includes(q.actor)) && (!q.action || e.action.includes(q.action)));
      return ok({ res: rows.slice(q.page.index * q.page.size, (q.page.index + 1) * q.page.size), total: rows.length });
    },
    tree: async () => ok({ res: TREE, cms: UNITS }),
    groups: async () => ok({ res: GROUPS }),
    operators: async () => ok({ res: OPERATORS, total: OPERATORS.length }),
    auditExport: async () => new Blob(['audit'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  } satisfies Partial<typeof maintenanceApi>);
  return () => { Object.assign(maintenanceApi, saved); closeDialog(); };
}

function Screen(_: { answer: Answer }) {
  return <div style={{ padding: 24 }}><AuditLogPage /><GlobalDialog /></div>;
}

/** /maintenance/audit: who changed what and when, server-paged, with an xlsx export (answers stubbed in the story). */
const meta = {
  title: 'Pages/Maintenance/Audit/AuditLogPage',
  component: Screen,
  args: { answer: 'entries' },
  parameters: { layout: 'fullscreen', route: '/maintenance/audit' },
  beforeEach: ({ args }) => stub(args.answer),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of changes: locks, rights, password and OTP resets, with before and after; operators, groups, permissions and operating units by name. */
export const Week: Story = {};
/** Nothing logged for the filters: the grid says there are no rows. */
export const NoEntries: Story = { args: { answer: 'empty' } };
/** A group without the audit right: the server refuses and the red dialog says why. */
export const Refused: Story = { parameters: { expectError: true }, args: { answer: 'refused' } };
