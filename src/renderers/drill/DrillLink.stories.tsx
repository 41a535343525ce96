import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { DrillDef } from '../../engine/definition/report';
import { recorded } from '../gallery/recordedReports';
import type { GridRow } from '../grid/totalsRow';
import { TOTAL_MARK } from '../grid/totalsRow';
import '../renderers.css';
import type { DrillContext } from './drillContext';
import { DrillLink } from './DrillLink';

const COMPARE = recorded('site_compare');
const DRILL: DrillDef = COMPARE.view.columns.find((c) => c.drill)!.drill!;
const LUCKY = COMPARE.result.res.find((r) => r.site_name === 'LuckyThai88') ?? COMPARE.result.res[0];
const TREND = recorded('site_trend').view.route.path;

const permitted: DrillContext = {
  pathOf: (id) => (id === 'site_trend' ? TREND : undefined), filters: { range: { preset: 'prev30' } }, filterDefs: COMPARE.view.filters,
};
const notPermitted: DrillContext = { ...permitted, pathOf: () => undefined };

function Cell({ row, context }: { row: GridRow; context: DrillContext }) {
  const props = { value: row.site_name, valueFormatted: String(row.site_name ?? ''), data: row, context, drill: DRILL } as unknown as CustomCellRendererProps<GridRow> & { drill: DrillDef };
  return (
    <table className="card" style={{ margin: 24, padding: 12 }}>
      <tbody><tr><td style={{ maxWidth: 260 }}><DrillLink {...props} /></td></tr></tbody>
    </table>
  );
}

/** A site name in the site comparison that opens the site's trend with the same period. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/DrillLink',
  component: Cell,
  args: { row: LUCKY, context: permitted },
} satisfies Meta<typeof Cell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LuckyThai88 in the recorded comparison, linked to its trend. */
export const ToSiteTrend: Story = {};
/** The operator may not open the site trend: plain text, no link. */
export const NotPermitted: Story = { args: { context: notPermitted } };
/** The pinned totals row never links. */
export const TotalsRow: Story = { args: { row: { [TOTAL_MARK]: true, site_name: 'Total' } } };
/** A long Traditional Chinese site name wraps inside the cell. */
export const LongName: Story = { args: { row: { ...LUCKY, site_name: 'LuckyThai88 泰國旗艦站・曼谷清邁普吉島聯合營運中心（2026 年度新開站）' } } };
