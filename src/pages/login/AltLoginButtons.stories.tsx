import type { Meta, StoryObj } from '@storybook/react-vite';
import { AltLoginButtons } from './AltLoginButtons';
import './login.css';

const meta = {
  title: 'Pages/Login/AltLoginButtons',
  component: AltLoginButtons,
  args: { busy: false, quickLoginName: 'Finance Officer', passkeys: true, onQuickLogin: () => {}, onPasskey: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 400, padding: 32 }}><Story /></div>],
} satisfies Meta<typeof AltLoginButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuickLoginAndPasskey: Story = {};
export const PasskeyOnly: Story = { args: { quickLoginName: null } };
