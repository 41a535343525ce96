import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportResult } from '../../engine/request/types';
import { DEMO_RATES } from '../gallery/demoSession';
import { recorded } from '../gallery/recordedReports';
import { formatContext } from '../format/formatContext';
import type { SearchState } from '../hooks/searchState';
import '../renderers.css';
import { RecordCard } from './RecordCard';
import './search.css';

const VIEW = recorded('customer_single').view;

/** The member the lookup was recorded with (a SaigonBet member, amounts in USD). */
const MEMBER = recorded('customer_single').result.res[0] ?? {};

const LONG_NAMES: Record<string, unknown> = {
  ...MEMBER, member_username: 'vanhung11293_saigon_official_vip_member_2026', real_name: '歐陽・司馬・上官婉兒（曾用名：陳美玲）',
  site_name: 'SaigonBet 西貢旗艦站（胡志明市・河內・峴港聯合營運）', agent_username: 'super_agent_saigon_district1_nightlife_team_2026',
  member_tag_list: 'vip, high_roller, birthday_2026, weekend_warrior, live_casino_baccarat, slot_lover, referral_top10',
};

const RECORDED_RESULT = recorded('customer_single').result;

function result(rows: Record<string, unknown>[]): ReportResult {
  return { ...RECORDED_RESULT, res: rows, total: rows.length };
}

function Card({ state, currency }: { state: SearchState; currency: string }) {
  const { t, i18n } = useTranslation();
  const ctx = useMemo(() => formatContext(currency, DEMO_RATES, i18n.language, (k) => t(k)), [currency, i18n.language, t]);
  return <RecordCard view={VIEW} ctx={ctx} state={state} onRetry={() => {}} />;
}

/** The `record` layout of the member lookup: one member as label–value pairs, with its loading, empty and error states. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Search/RecordCard',
  component: Card,
  args: { state: { status: 'ready', first: result([MEMBER]) }, currency: 'USD' },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
/** The same member with amounts in Vietnamese dong, the site's currency. */
export const InDong: Story = { args: { currency: 'VND' } };
/** Long usernames, Traditional Chinese names and tag lists wrap inside their cells. */
export const LongNames: Story = { args: { state: { status: 'ready', first: result([LONG_NAMES]) } } };
export const Loading: Story = { args: { state: { status: 'loading', first: null } } };
/** Auto-search off, or opened without a member: nothing has run. */
export const WaitingForSearch: Story = { args: { state: { status: 'idle' } } };
/** No member with this id on the chosen site. */
export const MemberNotFound: Story = { args: { state: { status: 'ready', first: result([]) } } };
export const ServerError: Story = {
  parameters: { expectError: true },
  args: { state: { status: 'error', message: 'Privilege not enough', first: null } },
};
