import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordCard } from './PasswordCard';
import { PasswordPrompt } from './PasswordPrompt';
import './setting.css';

const meta = {
  title: 'Pages/Settings/PasswordCard',
  component: PasswordCard,
  args: { busy: false, onSubmit: async () => true },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof PasswordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Saving: Story = { args: { busy: true } };
export const PasswordAskedAgain: Story = {
  parameters: { expectError: true },
  render: () => (
    <PasswordPrompt id="story-prompt" busy={false} title="Enter your password to turn on quick login for this browser."
      errorText="your password is incorrect" onConfirm={() => {}} onCancel={() => {}} />
  ),
};
