import type { Meta, StoryObj } from '@storybook/react-vite';
import { globalStore, initialGlobal } from '../state/globalStore';
import { resetSessionStore } from '../state/sessionStore';
import { recorded } from './gallery/recordedReports';
import { ReportStoryFrame, type ReportStoryFrameProps } from './gallery/ReportStoryFrame';
import { ReportScreen } from './ReportScreen';

type Args = Omit<ReportStoryFrameProps, 'children'> & { reportId: string; compact?: boolean; carried?: Record<string, unknown> };

/** Any report from its view: filters, meta line, chart, grid and export, answered from recorded results. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/ReportScreen',
  args: { reportId: 'site_compare' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => { resetSessionStore(); Object.assign(globalStore, initialGlobal()); },
  render: ({ reportId, compact, carried, ...frame }) => (
    <ReportStoryFrame {...frame}>
      <ReportScreen view={recorded(reportId).view} carried={carried ?? {}} runAtOnce compact={compact} />
    </ReportStoryFrame>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Site comparison: turnover, GGR and deposits of every site with growth on the previous 30 days, drill links to each site's trend. */
export const SiteComparison: Story = {};
/** The side drawer's compact variant (no filters, smaller chart): game retention by kind. */
export const Compact: Story = { args: { reportId: 'game_retention', compact: true } };
/** Opened from a drill link: LuckyThai88 only, by week. */
export const CarriedFilters: Story = { args: { reportId: 'site_trend', carried: { sites: [1], grain: 'week', range: { preset: 'prev90' } } } };
/** Member search asks for a tag, a level or a condition before it searches: nothing runs on open. */
export const NeedsACriterion: Story = { args: { reportId: 'member_search' } };
export const Loading: Story = { args: { reportId: 'member_deposit', delayMs: 600_000 } };
/** No rows: the grid says which period was searched. */
export const Empty: Story = { args: { reportId: 'promo_cost', empty: true } };
export const ServerError: Story = { parameters: { expectError: true }, args: { reportId: 'site_compare', failWith: 'Privilege not enough' } };
