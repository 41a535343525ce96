import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingRow } from './SettingRow';
import './setting.css';

/** A label, an optional hint and the value or controls of one setting. */
const meta = {
  title: 'Pages/Settings/SettingRow',
  component: SettingRow,
  args: { label: 'Operator account', children: 'chen.zhiming' },
  decorators: [(Story) => <section className="card settings-card" style={{ maxWidth: 520, margin: 24 }}><Story /></section>],
} satisfies Meta<typeof SettingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Value: Story = {};
/** The exchange rate the amounts are converted with, under its hint. */
export const WithHint: Story = { args: { label: 'Exchange rate', hint: 'Amounts are stored in USD and converted for display', children: '1 USD = 35.09 THB (2026-11-21)' } };
/** A long Traditional Chinese group name wraps. */
export const LongValue: Story = { args: { label: 'Group', children: '東南亞區域財務與風險控管督導小組（泰國・越南・菲律賓・印尼・馬來西亞）' } };
