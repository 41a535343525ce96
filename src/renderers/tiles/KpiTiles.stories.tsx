import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportResult } from '../../engine/request/types';
import { DEMO_RATES } from '../gallery/demoSession';
import { recorded } from '../gallery/recordedReports';
import { formatContext } from '../format/formatContext';
import { KpiTiles } from './KpiTiles';

function Tiles({ reportId, currency, totals }: { reportId: string; currency: string; totals?: ReportResult['totals'] }) {
  const { t, i18n } = useTranslation();
  const ctx = useMemo(() => formatContext(currency, DEMO_RATES, i18n.language, (k) => t(k)), [currency, i18n.language, t]);
  const { view, result } = recorded(reportId);
  return <KpiTiles view={view} totals={totals ?? result.totals} ctx={ctx} />;
}

/** A report's headline figures from its recorded totals row, with growth on the previous period when the report compares. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/KpiTiles',
  component: Tiles,
  args: { reportId: 'site_dashboard', currency: 'USD' },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gaming members, deposits, turnover, GGR and profit of every site, each with its growth on the previous 30 days. */
export const SiteDashboard: Story = {};
/** The same figures converted to Thai baht. */
export const InBaht: Story = { args: { currency: 'THB' } };
/** Registrations, first depositors, deposits and turnover, not compared. */
export const MemberStatistics: Story = { args: { reportId: 'member_stats' } };
/** Participants and the lift in activity, deposits and GGR a promotion brought. */
export const PromotionLift: Story = { args: { reportId: 'promo_compare' } };
/** Banking service: orders, succeeded amount, failure rate and the 90th percentile of handling time. */
export const BankingService: Story = { args: { reportId: 'service_banking' } };
/** Flat growth shows no arrow; a figure the warehouse could not compute shows a dash. */
export const FlatAndMissing: Story = {
  args: { totals: { ...recorded('site_dashboard').result.totals, apv_bet_growth_rate: 0, house_net_win: null, house_net_win_growth_rate: null } },
};
