import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Envelope } from '../../../engine/status';
import { GlobalDialog } from '../../../shell/feedback/GlobalDialog';
import { closeDialog } from '../../../state/dialogActions';
import '../maintenance.css';
import { maintenanceApi, type OperatorQuery } from '../shared/maintenanceApi';
import type { GroupChoice, OperatorRow } from '../shared/maintenanceTypes';
import { OperatorMaintenance } from './OperatorMaintenance';

const GROUPS: GroupChoice[] = [
  { groupID: 1, groupName: 'Administrators', assignable: true }, { groupID: 2, groupName: 'LuckyThai88 站長', assignable: true },
  { groupID: 3, groupName: 'SiamSlot Marketing', assignable: true }, { groupID: 4, groupName: 'Customer Service 客服組', assignable: true },
  { groupID: 6, groupName: '東南亞區域財務與風險控管督導小組', assignable: true },
];

const row = (operatorID: number, operatorAC: string, operatorName: string, groupID: number, more: Partial<OperatorRow> = {}): OperatorRow => ({
  operatorID, operatorAC, operatorName, groupID, groupName: GROUPS.find((g) => g.groupID === groupID)?.groupName ?? null, status: 'active',
  locked: false, otpEnabled: true, updatedAt: `2026-11-${String(10 + operatorID % 12).padStart(2, '0')} 09:${String(operatorID % 60).padStart(2, '0')}:00`,
  version: 1, manageable: true, ...more,
});

const OPERATORS: OperatorRow[] = [
  row(1, 'admin', 'Administrator', 1, { self: true }), row(27, 'chen.zhiming', '陳志明', 2, { otpEnabled: false }),
  row(28, 'wang.xiaoyu', '王小雨', 2), row(31, 'somchai.k', 'Somchai Kittisak', 3), row(32, 'pranee.s', 'Pranee Suwan', 3, { locked: true }),
  row(33, 'lin.meiling', '林美玲', 4), row(34, 'huang.jiahao', '黃家豪', 4, { status: 'disabled', otpEnabled: false }),
  row(41, 'sea.finance.supervisor', 'Regional Finance & Risk Supervisor, Southeast Asia', 6),
];

const ok = <T,>(result: T): Envelope<T> => ({ status: 1, result: result as Envelope<T>['result'] });

/** The operator list as the server answers it: searched, filtered by group and status, sorted and paged. */
function listOf(rows: OperatorRow[], q: OperatorQuery) {
  const text = q.search?.toLowerCase();
  const found = rows.filter((r) => (!text || `${r.operatorAC} ${r.operatorName}`.toLowerCase().includes(text))
    && (!q.groupID || r.groupID === q.groupID) && (!q.status || (q.status === 'locked' ? r.locked : r.status === q.status)));
  const s = q.sort?.[0];
  if (s) found.sort((a, b) => String(a[s.field as keyof OperatorRow]).localeCompare(String(b[s.field as keyof OperatorRow])) * (s.dir === 'asc' ? 1 : -1));
  return ok({ res: found.slice(q.page.index * q.page.size, (q.page.index + 1) * q.page.size), total: found.length });
}

type Answer = 'list' | 'empty' | 'pending';

/** Answers the screen's calls in the story; every change succeeds. */
function stub(answer: Answer): () => void {
  const saved = { ...maintenanceApi };
  const change = async () => ok({ operator: null });
  Object.assign(maintenanceApi, {
    operatorGroups: async () => ok({ res: GROUPS }),
    operators: (q: OperatorQuery) => (answer === 'pending' ? new Promise(() => {}) : Promise.resolve(listOf(answer === 'empty' ? [] : OPERATORS, q))),
    addOperator: change, updateOperator: change, lockOperator: change, resetPassword: change, resetOtp: change, deleteOperator: change,
  } satisfies Partial<typeof maintenanceApi>);
  return () => { Object.assign(maintenanceApi, saved); closeDialog(); };
}

function Screen(_: { answer: Answer }) {
  return <div style={{ padding: 24 }}><OperatorMaintenance /><GlobalDialog /></div>;
}

/** /maintenance/operator: the server-paged list with search, add, edit, lock, reset and delete (answers stubbed in the story; changes succeed). */
const meta = {
  title: 'Pages/Maintenance/Operator/OperatorMaintenance',
  component: Screen,
  args: { answer: 'list' },
  parameters: { layout: 'fullscreen', route: '/maintenance/operator' },
  beforeEach: ({ args }) => stub(args.answer),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight operators across five groups: locked, disabled, without OTP, and long names. */
export const Operators: Story = {};
export const Loading: Story = { args: { answer: 'pending' } };
/** No operator matches (or the group has none yet): the grid says there are no rows. */
export const NoOperators: Story = { args: { answer: 'empty' } };
/** Edit pressed with no operator selected: the red dialog says to select one first (spec §5). */
export const NoOperatorSelected: Story = {
  parameters: { expectError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('chen.zhiming');
    await userEvent.click(canvas.getByRole('button', { name: /^edit$/i }));
  },
};
