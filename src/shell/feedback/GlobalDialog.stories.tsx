import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DialogState } from '../../state/sessionStore';
import { shellSession } from '../storySupport/shellSession';
import { GlobalDialog } from './GlobalDialog';

const dialog = (kind: DialogState['kind'], text: string) => shellSession({ session: { dialog: { show: true, kind, text } } });

const meta = {
  title: 'Shell/GlobalDialogHost',
  component: GlobalDialog,
  beforeEach: dialog('success', 'Your password has been updated'),
  // The page behind the dialog: a success closes itself after 2 s and leaves it alone.
  decorators: [(Story) => <div style={{ padding: 24, color: 'var(--text-muted)' }}><p>Settings · Change password</p><Story /></div>],
} satisfies Meta<typeof GlobalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Green 'System Information'; closes itself after 2 seconds. */
export const PasswordUpdated: Story = {};
export const QuickLoginOpened: Story = { beforeEach: dialog('success', 'Open quick login success') };
/** Red 'System Warning' with a close button: the session expired (status 8002). */
export const SessionExpired: Story = {
  beforeEach: dialog('error', "User doesn't have authorized, please login again"),
  parameters: { expectError: true },
};
/** The longest error text of the settings screen, in Traditional Chinese chrome. */
export const OtpDisableFailed: Story = {
  beforeEach: dialog('error', 'Disabling the OTP function failed, please contact the administrator.'),
  globals: { locale: 'tw' },
  parameters: { expectError: true },
};
export const Narrow: Story = {
  beforeEach: dialog('error', 'OTP verification failed'),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { expectError: true },
};
