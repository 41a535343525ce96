import type { Meta, StoryObj } from '@storybook/react-vite';
import { globalStore, initialGlobal } from '../state/globalStore';
import { resetSessionStore } from '../state/sessionStore';
import { drillHref } from './drill/drillUrl';
import { recorded } from './gallery/recordedReports';
import { ReportStoryFrame, type ReportStoryFrameProps } from './gallery/ReportStoryFrame';
import ReportPage from './ReportPage';

type Args = Omit<ReportStoryFrameProps, 'children'> & { reportId: string };

const TREND = recorded('site_trend').view.route.path;

/** The page of a report route: its view from the server, opening filters from a drill link, auto-search. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/ReportPage',
  args: { reportId: 'site_trend' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => { resetSessionStore(); Object.assign(globalStore, initialGlobal()); },
  render: ({ reportId, ...frame }) => <ReportStoryFrame {...frame}><ReportPage reportId={reportId} /></ReportStoryFrame>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the site comparison's drill link on LuckyThai88 and SiamSlot: the form starts with those sites. */
export const FromDrillLink: Story = {
  parameters: { route: drillHref(TREND, { range: { preset: 'prev30' }, sites: [1, 2] }) },
};
/** A drill link with an unreadable `f` parameter opens on the report's defaults. */
export const UnreadableDrillLink: Story = { parameters: { route: `${TREND}?f=%7Bsites%3A` } };
/** The view call fails (a report removed since the menu was built): the message with Retry. */
export const ViewFailed: Story = { parameters: { expectError: true }, args: { reportId: 'promo_retired_2025' } };
