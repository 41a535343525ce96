import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportResult } from '../engine/request/types';
import { DEMO_RATES } from './gallery/demoSession';
import { recorded } from './gallery/recordedReports';
import { formatContext } from './format/formatContext';
import { ReportMeta } from './ReportMeta';
import './renderers.css';

function MetaLine({ result, currency, money }: { result: ReportResult | null; currency: string; money?: boolean }) {
  const { t, i18n } = useTranslation();
  const ctx = useMemo(() => formatContext(currency, DEMO_RATES, i18n.language, (k) => t(k)), [currency, i18n.language, t]);
  return <ReportMeta result={result} ctx={ctx} money={money} />;
}

/** The line above a report's figures: the period, the period compared and the currency. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/ReportMeta',
  component: MetaLine,
  args: { result: recorded('site_compare').result, currency: 'USD' },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof MetaLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Site comparison: the previous 30 days against the 30 before. */
export const ComparedPeriods: Story = {};
/** Member statistics: one period, amounts in Vietnamese dong. */
export const OnePeriod: Story = { args: { result: recorded('member_stats').result, currency: 'VND' } };
/** Before the first answer (loading or waiting for Search) only the currency shows. */
export const NoResultYet: Story = { args: { result: null, currency: 'THB' } };
/** A currency without a known rate falls back to USD rather than mislabel amounts. */
export const UnknownCurrency: Story = { args: { currency: 'BRL' } };
/** Member activity: counts of members alone, so no currency is named. */
export const WithoutAmounts: Story = { args: { result: recorded('member_activity').result, currency: 'USD', money: false } };
