import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { defaultLayout, isDefaultLayout, type GridLayout } from '../../engine/view/gridLayout';
import { ColumnChooser } from './ColumnChooser';

const COLUMNS = [{ field: 'stat_date', pinned: true }, { field: 'site_name' }, { field: 'site_currency' }, { field: 'dpst_amt' }, { field: 'wdrl_amt' }, { field: 'apv_bet' }, { field: 'house_net_win' }, { field: 'house_edge' }];
const LABELS: Record<string, string> = {
  stat_date: 'Date', site_name: 'Site', site_currency: 'Market', dpst_amt: 'Deposits (THB)', wdrl_amt: 'Withdrawals (THB)',
  apv_bet: 'Turnover (THB)', house_net_win: 'GGR (THB)', house_edge: 'House edge',
};

function Chooser({ start }: { start: GridLayout }) {
  const [layout, setLayout] = useState(start);
  return <ColumnChooser layout={layout} labelOf={(f) => LABELS[f] ?? f} onChange={setLayout} onReset={() => setLayout(defaultLayout(COLUMNS))} isDefault={isDefaultLayout(layout, COLUMNS)} />;
}

/** The grid's column chooser, open: show or hide, move up or down, pin left, reset to the report's layout. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Grid/Column chooser',
  args: { start: defaultLayout(COLUMNS) },
  render: ({ start }) => <div style={{ padding: 24, minHeight: 560, display: 'flex', justifyContent: 'flex-end' }}><Chooser start={start} /></div>,
  play: async ({ canvasElement }) => { canvasElement.querySelector<HTMLButtonElement>('.column-chooser > button')?.click(); },
} satisfies Meta<{ start: GridLayout }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report's own layout: Reset has nothing to do. */
export const ReportLayout: Story = {};
/** An analyst's layout: deposits pinned, the market hidden, GGR moved up. */
export const Arranged: Story = {
  args: { start: { columns: [{ field: 'stat_date', pinned: true }, { field: 'dpst_amt', pinned: true }, { field: 'site_name' }, { field: 'house_net_win' }, { field: 'apv_bet' }, { field: 'site_currency', hidden: true }, { field: 'wdrl_amt' }, { field: 'house_edge', hidden: true }] } },
};
