import type { Meta, StoryObj } from '@storybook/react-vite';
import ReportPage from '../ReportPage';
import { recorded } from '../gallery/recordedReports';
import { ReportStoryFrame, type ReportStoryFrameProps } from '../gallery/ReportStoryFrame';

type Args = { reportId: string } & Omit<ReportStoryFrameProps, 'children'>;

/** The grid inside its page: remote and local paging, totals, loading, empty and error states. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Grid',
  parameters: { layout: 'fullscreen', route: (args: Args) => recorded(args.reportId).view.route.path },
  args: { reportId: 'site_compare' },
  render: ({ reportId, ...frame }) => (
    <ReportStoryFrame {...frame}>
      <ReportPage reportId={reportId} />
    </ReportStoryFrame>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Site trend: server pages and sorts (Infinite row model), 20/50/100/200 a page. */
export const RemotePaging: Story = { args: { reportId: 'site_trend' } };
/** Site comparison: every row in the browser, 20 a page, client sort, drill links to the site trend. */
export const LocalPaging: Story = { args: { reportId: 'site_compare' } };
/** Member levels with the pinned totals row. */
export const Totals: Story = { args: { reportId: 'member_level' } };
/** Amounts converted to Thai baht. */
export const InBaht: Story = { args: { reportId: 'promo_cost', currency: 'THB' } };
/** The overlay spinner while a slow search runs. */
export const Loading: Story = { args: { reportId: 'trans_3party', delayMs: 600_000 } };
/** No rows for these filters and dates. */
export const Empty: Story = { args: { reportId: 'game_retention', empty: true } };
/** The server's message with a retry. */
export const ServerError: Story = { parameters: { expectError: true }, args: { reportId: 'site_compare', failWith: 'The report took too long and was cancelled; narrow the date range or filters' } };
/** Auto-search off: nothing runs before Search. */
export const WaitingForSearch: Story = { args: { reportId: 'site_compare', autoSearch: false } };
