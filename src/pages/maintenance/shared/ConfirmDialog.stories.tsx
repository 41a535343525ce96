import type { Meta, StoryObj } from '@storybook/react-vite';
import '../maintenance.css';
import { ConfirmDialog } from './ConfirmDialog';

/** Asks before a change that cannot be taken back in one click: red for removing, blue otherwise. */
const meta = {
  title: 'Pages/Maintenance/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete', text: 'Delete the operator chen.zhiming? Their sessions end and the account cannot be restored.', confirmLabel: 'Delete',
    danger: true, busy: false, onConfirm: () => {}, onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteOperator: Story = {};
/** Unlocking is not destructive: the blue button. */
export const UnlockOperator: Story = { args: { title: 'Unlock', text: 'Unlock the operator sea.finance.supervisor?', confirmLabel: 'Unlock', danger: false } };
/** While the change is sent the button waits. */
export const Sending: Story = { args: { busy: true } };
/** A group with a long Traditional Chinese name. */
export const LongGroupName: Story = {
  args: { title: 'Delete group', text: '刪除群組「東南亞區域財務與風險控管督導小組（泰國・越南・菲律賓・印尼・馬來西亞）」？', confirmLabel: 'Delete group' },
};
