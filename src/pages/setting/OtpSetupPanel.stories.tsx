import type { Meta, StoryObj } from '@storybook/react-vite';
import { OtpSetupPanel } from './OtpSetupPanel';
import './setting.css';

// A 1x1 white PNG stands in for the server's QR code.
const QR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

const meta = {
  title: 'Pages/Settings/OtpSetupPanel',
  component: OtpSetupPanel,
  args: { setup: { qrCode: QR, secret: 'NPJJZLE5HYDYVN5SDBQ4JNYANTEIQ3VB' }, busy: false, onVerify: () => {}, onCancel: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof OtpSetupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScanAndVerify: Story = {};
export const Verifying: Story = { args: { busy: true } };
