import type { Meta, StoryObj } from '@storybook/react-vite';
import { GlobalDialog } from '../../shell/feedback/GlobalDialog';
import { closeDialog } from '../../state/dialogActions';
import { forgetQuickLogin, saveQuickLogin } from '../login/quickLoginStorage';
import { SecurityCard } from './SecurityCard';
import { settingsApi } from './settingsApi';
import './setting.css';

type Args = { operatorID: number | null; operatorAC: string; otpEnabled: boolean; quickLogin: boolean; passkey: boolean };

/** The security calls answered in the story: whether this browser's quick login and a passkey are on. */
function stub({ operatorAC, quickLogin, passkey }: Args): () => void {
  const saved = { ...settingsApi };
  if (quickLogin) saveQuickLogin(localStorage, { token: 'qlT0kenForStoryOnly_2026_abcdefgh', operatorAC, operatorName: '陳志明' });
  Object.assign(settingsApi, {
    quickLoginStatus: async () => ({ enabled: quickLogin }),
    passkeys: async () => ({ enabled: passkey }),
    disableQuickLogin: async () => ({ message: 'OK' }),
    clearPasskeys: async () => ({ message: 'OK' }),
  } satisfies Partial<typeof settingsApi>);
  return () => { Object.assign(settingsApi, saved); forgetQuickLogin(localStorage); closeDialog(); };
}

/** One-time password, quick login and biometric login of the operator (answers stubbed in the story). */
const meta = {
  title: 'Pages/Settings/SecurityCard',
  args: { operatorID: 27, operatorAC: 'chen.zhiming', otpEnabled: false, quickLogin: false, passkey: false },
  beforeEach: ({ args }) => stub(args),
  render: ({ operatorID, operatorAC, otpEnabled }) => (
    <div style={{ maxWidth: 560, padding: 24 }}><SecurityCard operatorID={operatorID} operatorAC={operatorAC} otpEnabled={otpEnabled} /><GlobalDialog /></div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site owner with nothing turned on. */
export const NothingOn: Story = {};
/** An administrator with OTP, quick login on this browser and a passkey. */
export const EverythingOn: Story = { args: { operatorID: 1, operatorAC: 'admin', otpEnabled: true, quickLogin: true, passkey: true } };
