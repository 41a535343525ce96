import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { globalStore, initialGlobal } from '../../state/globalStore';
import { resetSessionStore } from '../../state/sessionStore';
import { ReportApiProvider } from '../api/ReportApiContext';
import { DEMO_SAVED_VIEWS, memoryViewsApi } from '../gallery/memoryViewsApi';
import { recordedApi } from '../gallery/recordedApi';
import { RECORDED, recorded } from '../gallery/recordedReports';
import { ReportStoryFrame } from '../gallery/ReportStoryFrame';
import ReportPage from '../ReportPage';

const TREND = recorded('site_trend').view.route.path;
/** A view saved before the report lost a filter and a column: both are named when it opens. */
const CHANGED = {
  ...DEMO_SAVED_VIEWS[0], viewID: 21, name: 'Before the 2026 redesign',
  state: { ...DEMO_SAVED_VIEWS[0].state, filters: { range: { preset: 'prev60' }, agentCodes: ['A-17'] },
    layout: { columns: [{ field: 'stat_date', pinned: true }, { field: 'ggr_legacy' }, { field: 'dpst_amt' }, { field: 'site_currency', hidden: true }] } },
};

function WithViews({ children }: { children: React.ReactNode }) {
  const [api] = useState(() => ({ ...recordedApi(RECORDED), views: memoryViewsApi([...DEMO_SAVED_VIEWS, CHANGED]) }));
  return <ReportApiProvider api={api}>{children}</ReportApiProvider>;
}

/** A report page with saved views: the Views menu beside Search, the column chooser, a saved view opened by its `?v=`. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Saved views/Report page',
  parameters: { layout: 'fullscreen', route: `${TREND}?v=11` },
  beforeEach: () => () => { resetSessionStore(); Object.assign(globalStore, initialGlobal()); },
  render: () => <ReportStoryFrame><WithViews><ReportPage reportId="site_trend" /></WithViews></ReportStoryFrame>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Thai markets, 60 days": its period, sort, page size and layout (the market column hidden). */
export const SavedViewOpen: Story = {};
/** A view whose report lost a filter and a column since it was saved: it opens with what is left and says what was dropped. */
export const ReportChangedSinceSaving: Story = { parameters: { route: `${TREND}?v=21` } };
/** The plain report: the operator's own views in the menu, the column chooser above the grid. */
export const NoViewOpen: Story = { parameters: { route: TREND } };
