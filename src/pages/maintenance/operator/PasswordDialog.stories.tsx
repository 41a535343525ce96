import type { Meta, StoryObj } from '@storybook/react-vite';
import '../maintenance.css';
import { PasswordDialog } from './PasswordDialog';

/** A new password for another operator (at least 8 characters); their sessions end when it is saved. */
const meta = {
  title: 'Pages/Maintenance/Operator/PasswordDialog',
  component: PasswordDialog,
  args: { account: 'chen.zhiming', busy: false, onSubmit: () => {}, onClose: () => {} },
} satisfies Meta<typeof PasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResetPassword: Story = {};
export const Saving: Story = { args: { busy: true } };
/** The longest account the form accepts. */
export const LongAccount: Story = { args: { account: 'sea.finance.supervisor@th' } };
