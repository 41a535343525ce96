import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DEMO_RATES } from '../../renderers/gallery/demoSession';
import { currencyChoices } from '../../state/globalStore';
import { CurrencyPicker } from './CurrencyPicker';

const meta = {
  title: 'Shell/CurrencyPicker',
  component: CurrencyPicker,
  // USD first, then the markets of the operator's sites, as the toolbar offers them.
  args: { value: 'USD', choices: currencyChoices(DEMO_RATES), onChange: fn() },
  decorators: [(Story) => <div className="toolbar" style={{ position: 'static', padding: 12 }}><Story /></div>],
  render: function Render(args) {
    const [currency, setCurrency] = useState(args.value);
    return <CurrencyPicker {...args} value={currency} onChange={(next) => { setCurrency(next); args.onChange(next); }} />;
  },
} satisfies Meta<typeof CurrencyPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usd: Story = {};
/** A Thai site owner reading LuckyThai88 in baht. */
export const ThaiBaht: Story = { args: { value: 'THB' } };
/** Before the currency list arrives (or a group with USD sites only): the base currency alone. */
export const BaseCurrencyOnly: Story = { args: { choices: currencyChoices([]) } };
