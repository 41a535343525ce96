import type { Meta, StoryObj } from '@storybook/react-vite';
import { PinDialog } from './PinDialog';

const meta = {
  title: 'Shell/PinDialog',
  component: PinDialog,
  args: { pinned: false, busy: false, onConfirm: () => {}, onClose: () => {} },
} satisfies Meta<typeof PinDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Save current pin' on a page that is not the landing page yet. */
export const Save: Story = {};
/** 'Cancel current pin' on the pinned page: the landing page goes back to the Dashboard, daily. */
export const Cancel: Story = { args: { pinned: true } };
export const Saving: Story = { args: { busy: true } };
