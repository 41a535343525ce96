import type { Meta, StoryObj } from '@storybook/react-vite';
import { globalStore, initialGlobal } from '../state/globalStore';
import { resetSessionStore } from '../state/sessionStore';
import { ReportStoryFrame, type ReportStoryFrameProps } from './gallery/ReportStoryFrame';
import ReportWidget from './ReportWidget';

/** The dashboard tabs' params: daily is the previous 7 days by day, weekly the previous 90 days by week. */
const DAILY = { range: { preset: 'prev7' }, grain: 'day' };
const WEEKLY = { range: { preset: 'prev90' }, grain: 'week' };

type Args = Omit<ReportStoryFrameProps, 'children'> & { reportId: string; filters?: Record<string, unknown> };

/** A report in the right side drawer: title, chart and grid, run at once with the params it was opened with. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/ReportWidget',
  args: { reportId: 'member_stats', filters: DAILY },
  beforeEach: () => () => { resetSessionStore(); Object.assign(globalStore, initialGlobal()); },
  render: ({ reportId, filters, ...frame }) => (
    <ReportStoryFrame {...frame}>
      <div style={{ maxWidth: 560 }}><ReportWidget reportId={reportId} filters={filters} /></div>
    </ReportStoryFrame>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Member statistics opened from the dashboard's daily tab (previous 7 days by day). */
export const DailyMembers: Story = {};
/** Site outline from the weekly tab, amounts in baht. */
export const WeeklyOutlineInBaht: Story = { args: { reportId: 'site_outline', filters: WEEKLY, currency: 'THB' } };
export const Loading: Story = { args: { delayMs: 600_000 } };
/** No rows for the period: the widget says which period was searched. */
export const Empty: Story = { args: { reportId: 'member_tag', empty: true } };
export const ServerError: Story = { parameters: { expectError: true }, args: { failWith: 'API Network error. Please check your network connection.' } };
/** A widget whose report the server no longer offers: the view call fails, with Retry. */
export const UnknownReport: Story = { parameters: { expectError: true }, args: { reportId: 'promo_retired_2025' } };
