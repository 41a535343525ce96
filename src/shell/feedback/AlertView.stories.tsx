import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertView } from './AlertView';

const meta = {
  title: 'Shell/Alert',
  component: AlertView,
  args: { type: 'info', text: '', onClose: () => {} },
  decorators: [(Story) => <div className="alert-host" style={{ position: 'static', transform: 'none', margin: 24 }}><Story /></div>],
} satisfies Meta<typeof AlertView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = { parameters: { expectError: true }, args: { type: 'warning', text: 'Please select at least one of member tags, member levels, or adv. filter conditions' } };
export const Error: Story = { parameters: { expectError: true }, args: { type: 'error', text: 'API Network error. Please check your network connection.' } };
