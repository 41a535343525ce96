import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Envelope } from '../../engine/status';
import { maintenanceApi } from './shared/maintenanceApi';
import type { GroupChoice, OperatorRow } from './shared/maintenanceTypes';
import MaintenancePage from './MaintenancePage';

const ok = <T,>(result: T): Envelope<T> => ({ status: 1, result: result as Envelope<T>['result'] });

const GROUPS: GroupChoice[] = [{ groupID: 1, groupName: 'Administrators', assignable: true }, { groupID: 2, groupName: 'LuckyThai88 站長', assignable: true }];
const OPERATORS: OperatorRow[] = [
  { operatorID: 1, operatorAC: 'admin', operatorName: 'Administrator', groupID: 1, groupName: 'Administrators', status: 'active', locked: false, otpEnabled: true, updatedAt: '2026-11-21 09:00:00', version: 3, self: true },
  { operatorID: 27, operatorAC: 'chen.zhiming', operatorName: '陳志明', groupID: 2, groupName: 'LuckyThai88 站長', status: 'active', locked: false, otpEnabled: false, updatedAt: '2026-11-20 17:45:12', version: 5 },
];

/** The three screens' first calls, answered in the story. */
function stub(): () => void {
  const saved = { ...maintenanceApi };
  Object.assign(maintenanceApi, {
    operatorGroups: async () => ok({ res: GROUPS }),
    operators: async () => ok({ res: OPERATORS, total: OPERATORS.length }),
    groups: async () => ok({ res: [{ groupID: 2, groupName: 'LuckyThai88 站長', items: [92000], cmsList: [1], siteIds: [1], version: 7, operatorCount: 1 }] }),
    tree: async () => ok({ res: [], cms: [{ cms_id: 1, cms_name: 'Thailand (LuckyThai88, SiamSlot)' }] }),
    audit: async () => ok({ res: [{ auditID: 9812, at: '2026-11-21 18:04:51', actorAC: 'admin', action: 'operator.lock', target: 'chen.zhiming', before: { locked: false }, after: { locked: true }, clientAddr: '203.150.12.84' }], total: 1 }),
  } satisfies Partial<typeof maintenanceApi>);
  return () => { Object.assign(maintenanceApi, saved); };
}

/** /maintenance/operator, /maintenance/group and /maintenance/audit: the page picks its screen by kind. */
const meta = {
  title: 'Pages/Maintenance/MaintenancePage',
  component: MaintenancePage,
  args: { kind: 'operator' },
  parameters: { layout: 'fullscreen' },
  beforeEach: stub,
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operators: Story = { parameters: { route: '/maintenance/operator' } };
export const Groups: Story = { args: { kind: 'group' }, parameters: { route: '/maintenance/group' } };
export const AuditLog: Story = { args: { kind: 'audit' }, parameters: { route: '/maintenance/audit' } };
