import type { Meta, StoryObj } from '@storybook/react-vite';
import '../maintenance.css';
import type { GroupChoice, OperatorRow } from '../shared/maintenanceTypes';
import { OperatorFormDialog } from './OperatorFormDialog';

const GROUPS: GroupChoice[] = [
  { groupID: 2, groupName: 'LuckyThai88 站長', assignable: true }, { groupID: 3, groupName: 'SiamSlot Marketing', assignable: true },
  { groupID: 4, groupName: 'Customer Service 客服組', assignable: true }, { groupID: 1, groupName: 'Administrators', assignable: false },
];

const SOMCHAI: OperatorRow = {
  operatorID: 31, operatorAC: 'somchai.k', operatorName: 'Somchai Kittisak', groupID: 3, groupName: 'SiamSlot Marketing',
  status: 'active', locked: false, otpEnabled: true, updatedAt: '2026-11-18 14:02:11', version: 4,
};

/** Add an operator (account, name, group, initial password) or edit one (name, group, status); groups above the operator's rights are not offered. */
const meta = {
  title: 'Pages/Maintenance/Operator/OperatorFormDialog',
  component: OperatorFormDialog,
  args: { mode: 'add', groups: GROUPS, busy: false, onSubmit: () => {}, onClose: () => {} },
} satisfies Meta<typeof OperatorFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form; Save shows what is missing. */
export const Add: Story = {};
/** Editing an operator of SiamSlot's marketing group: the account is fixed. */
export const Edit: Story = { args: { mode: 'edit', operator: SOMCHAI } };
/** A disabled operator with a long Traditional Chinese name, in a group the editor may not assign (kept as it is). */
export const EditLongNames: Story = {
  args: { mode: 'edit', operator: { ...SOMCHAI, operatorAC: 'sea.finance.supervisor', operatorName: '東南亞區域財務督導・陳美玲', groupID: 1, groupName: 'Administrators', status: 'disabled' } },
};
export const Saving: Story = { args: { mode: 'edit', operator: SOMCHAI, busy: true } };
