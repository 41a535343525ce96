import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { recorded } from '../gallery/recordedReports';
import { ReportStoryFrame } from '../gallery/ReportStoryFrame';
import type { SearchState } from '../hooks/searchState';
import TileTable from './TileTable';

type Args = { reportId: string; status: 'ready' | 'loading' | 'empty' | 'error' | 'idle'; desktop: boolean; days?: number };

function Table({ reportId, status, desktop, days }: Args) {
  const { i18n } = useTranslation();
  const { view, result: full } = recorded(reportId);
  // the dashboard's daily tab asks for the previous 7 days: the newest rows of a longer recording,
  // without the recording's totals (they cover every recorded day)
  const result = days ? { ...full, res: full.res.slice(0, days), total: Math.min(days, full.total), totals: null } : full;
  const state: SearchState = status === 'ready' ? { status, first: result }
    : status === 'loading' ? { status, first: result }
    : status === 'empty' ? { status: 'ready', first: { ...result, res: [], total: 0, totals: null } }
    : status === 'error' ? { status, message: 'The report took too long and was cancelled; narrow the date range or filters', first: null }
    : { status: 'idle' };
  const rows = state.status !== 'idle' && state.first ? state.first.res : [];
  const drill = { pathOf: (id: string) => recorded(id).view.route.path, filters: {}, filterDefs: view.filters };
  return (
    <div style={{ maxWidth: 960 }}>
      <TileTable view={view} ctx={{ currency: 'USD', lang: i18n.language }} state={state} rows={rows} onRetry={() => undefined} drill={drill} desktop={desktop} />
    </div>
  );
}

/**
 * A dashboard tile's rows without AG Grid: the report grid's headers, formats, drill links and
 * totals in a plain table, sorted by a header click or Enter/Space on a focused header.
 */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/TileTable',
  parameters: { layout: 'fullscreen' },
  args: { reportId: 'site_dashboard', status: 'ready', desktop: true },
  render: (args) => <ReportStoryFrame><Table {...args} /></ReportStoryFrame>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site dashboard: every site with its growth, the site pinned at the left and linked to its trend, the totals row. */
export const SiteDashboard: Story = {};
/** A site owner's outline on the daily tab: one row a day, newest first (no totals row: the recording's totals cover 30 days). */
export const SiteOutline: Story = { args: { reportId: 'site_outline', days: 7 } };
/** Service banking on a phone: the table scrolls sideways inside its card. */
export const Narrow: Story = { args: { reportId: 'service_banking', desktop: false } };
/** A new search on its way: the rows stay under the overlay spinner. */
export const Loading: Story = { args: { status: 'loading' } };
/** No rows for the period. */
export const Empty: Story = { args: { status: 'empty' } };
/** The server's message with a retry. */
export const ServerError: Story = { parameters: { expectError: true }, args: { status: 'error' } };
/** Auto-search off: nothing runs before Search. */
export const WaitingForSearch: Story = { args: { status: 'idle' } };
