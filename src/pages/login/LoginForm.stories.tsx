import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from './LoginForm';
import { OtpForm } from './OtpForm';
import './login.css';

const meta = {
  title: 'Pages/Login/LoginForm',
  component: LoginForm,
  args: { busy: false, onSubmit: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 400, padding: 32 }}><Story /></div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SigningIn: Story = { args: { busy: true } };
export const WrongPassword: Story = { parameters: { expectError: true }, args: { errorText: 'User password is incorrect' } };
export const NetworkDown: Story = { parameters: { expectError: true }, args: { errorText: 'API Network error. Please check your network connection.' } };
export const OneTimeCode: Story = {
  render: () => <OtpForm busy={false} onSubmit={() => {}} onBack={() => {}} />,
};
