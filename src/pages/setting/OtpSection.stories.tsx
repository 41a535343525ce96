import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { GlobalDialog } from '../../shell/feedback/GlobalDialog';
import { closeDialog } from '../../state/dialogActions';
import { OtpSection } from './OtpSection';
import { settingsApi } from './settingsApi';
import './setting.css';

// A 1x1 white PNG stands in for the server's QR code.
const QR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

/** The OTP calls answered in the story: setup starts, a code verifies, a wrong password is refused. */
function stub(): () => void {
  const saved = { ...settingsApi };
  Object.assign(settingsApi, {
    startOtp: async () => ({ qrCode: QR, secret: 'NPJJZLE5HYDYVN5SDBQ4JNYANTEIQ3VB', otpauthUri: 'otpauth://totp/Console:chen.zhiming?secret=NPJJZLE5HYDYVN5SDBQ4JNYANTEIQ3VB' }),
    verifyOtp: async () => ({ message: 'OK' }),
    closeOtp: async () => ({ message: 'OK' }),
  } satisfies Partial<typeof settingsApi>);
  return () => { Object.assign(settingsApi, saved); closeDialog(); };
}

/** The one-time-password row: its state, Set up (QR code, code, Verify) when off, Close (password again) when on. */
const meta = {
  title: 'Pages/Settings/OtpSection',
  component: OtpSection,
  args: { operatorID: 27, otpEnabled: false },
  beforeEach: stub,
  decorators: [(Story) => <section className="card settings-card" style={{ maxWidth: 560, margin: 24 }}><Story /><GlobalDialog /></section>],
} satisfies Meta<typeof OtpSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { otpEnabled: true } };
/** Set up pressed: the QR code and the secret, waiting for the first code. */
export const SettingUp: Story = {
  play: async ({ canvasElement }) => { await userEvent.click(await within(canvasElement).findByRole('button', { name: /set up/i })); },
};
/** Close pressed: the password is asked before the one-time password is turned off. */
export const Closing: Story = {
  args: { otpEnabled: true },
  play: async ({ canvasElement }) => { await userEvent.click(await within(canvasElement).findByRole('button', { name: /close/i })); },
};
