import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { FilterDef } from '../../../engine/definition/filters';
import { recorded } from '../../gallery/recordedReports';
import { MetricsWidget } from './MetricsWidget';

const METRICS = recorded('house_site_trend').view.filters.find((f) => f.key === 'metrics')!;

function Field({ filter, initial, disabled }: { filter: FilterDef; initial: string[]; disabled?: boolean }) {
  const [value, setValue] = useState<unknown>(initial);
  const props = { id: 'story-metrics', value, onChange: setValue, options: { filter }, disabled } as unknown as WidgetProps;
  return <div className="card" style={{ margin: 24, padding: 16, maxWidth: 640 }}><MetricsWidget {...props} /></div>;
}

/** The metrics a trend charts: at least one, at most six (the last one cannot be turned off; a seventh cannot be added). */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter widgets/MetricsWidget',
  component: Field,
  args: { filter: METRICS, initial: ['apv_bet'] },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Turnover only, the default. */
export const TurnoverOnly: Story = {};
/** Six picked: the remaining metrics are disabled. */
export const SixPicked: Story = { args: { initial: ['dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'gm_dau', 'bonus_amt'] } };
export const Disabled: Story = { args: { initial: ['apv_bet', 'house_net_win'], disabled: true } };
