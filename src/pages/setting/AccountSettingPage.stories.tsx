import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_RATES } from '../../renderers/gallery/demoSession';
import { GlobalDialog } from '../../shell/feedback/GlobalDialog';
import { closeDialog } from '../../state/dialogActions';
import { globalStore, initialGlobal } from '../../state/globalStore';
import { resetSessionStore, sessionStore, type SessionOperator } from '../../state/sessionStore';
import AccountSettingPage from './AccountSettingPage';
import { settingsApi } from './settingsApi';

type Args = { operator: SessionOperator; currency: string };

const SITE_OWNER: SessionOperator = { operatorID: 27, operatorAC: 'chen.zhiming', operatorName: '陳志明', groupID: 2, groupName: 'LuckyThai88 站長', otpEnabled: false };
const LONG: SessionOperator = {
  operatorID: 41, operatorAC: 'sea.finance.supervisor', operatorName: 'Regional Finance & Risk Supervisor, Southeast Asia (Thailand, Vietnam, Philippines)',
  groupID: 6, groupName: '東南亞區域財務與風險控管督導小組', otpEnabled: true,
};

/** The signed-in operator in the stores, and the page's calls answered in the story. */
function session({ operator, currency }: Args): () => void {
  const saved = { ...settingsApi };
  Object.assign(globalStore, { operatorID: operator.operatorID, operatorAC: operator.operatorAC, groupID: operator.groupID, currency, version: 'v1',
    exchangeRate: DEMO_RATES, currencyList: DEMO_RATES.map(({ currency: c, market_name }) => ({ currency: c, market_name })) });
  sessionStore.operator = { ...operator };
  Object.assign(settingsApi, {
    quickLoginStatus: async () => ({ enabled: false }),
    passkeys: async () => ({ enabled: operator.otpEnabled }),
    changePassword: async () => ({ message: 'OK' }),
  } satisfies Partial<typeof settingsApi>);
  return () => { Object.assign(settingsApi, saved); closeDialog(); resetSessionStore(); Object.assign(globalStore, initialGlobal()); };
}

/** /setting/accountsetting: account, language and currency, exchange rate, security and password (answers stubbed in the story). */
const meta = {
  title: 'Pages/Settings/AccountSettingPage',
  args: { operator: SITE_OWNER, currency: 'THB' },
  parameters: { layout: 'fullscreen', route: '/setting/accountsetting' },
  beforeEach: ({ args }) => session(args),
  render: () => <div style={{ padding: 24 }}><AccountSettingPage /><GlobalDialog /></div>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LuckyThai88's site owner, amounts in baht at the day's rate. */
export const SiteOwnerInBaht: Story = {};
/** Amounts in the base currency: no conversion line. */
export const BaseCurrency: Story = { args: { currency: 'USD' } };
/** A long English name and a Traditional Chinese group name. */
export const LongNames: Story = { args: { operator: LONG, currency: 'VND' } };
