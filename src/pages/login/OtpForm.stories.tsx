import type { Meta, StoryObj } from '@storybook/react-vite';
import { OtpForm } from './OtpForm';
import './login.css';

/** The login's second step: the 6-digit code of the operator's authenticator app. */
const meta = {
  title: 'Pages/Login/OtpForm',
  component: OtpForm,
  args: { busy: false, onSubmit: () => {}, onBack: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 400, padding: 32 }}><Story /></div>],
} satisfies Meta<typeof OtpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterCode: Story = {};
export const Verifying: Story = { args: { busy: true } };
/** The server refused the code. */
export const WrongCode: Story = { parameters: { expectError: true }, args: { errorText: 'OTP verification failed' } };
