import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogView } from './DialogView';

const meta = { title: 'Shell/GlobalDialog', component: DialogView, args: { kind: 'success', text: 'Your password has been updated', onClose: () => {} } } satisfies Meta<typeof DialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Error: Story = { parameters: { expectError: true }, args: { kind: 'error', text: "User doesn't have authorized, please login again" } };
