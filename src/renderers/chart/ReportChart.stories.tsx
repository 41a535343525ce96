import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChartDef } from '../../engine/definition/report';
import type { ReportView } from '../../engine/report/reportView';
import type { ChartData } from '../../engine/request/types';
import { recorded } from '../gallery/recordedReports';
import { ReportStoryFrame } from '../gallery/ReportStoryFrame';
import { useFormatContext } from '../format/useFormatContext';
import ReportChart from './ReportChart';
import type { ChartType } from '../../engine/definition/grid';
import { DEMO_RATES } from '../gallery/demoSession';
import { BlockFailed } from '../states/BlockBoundary';
import { ChartPending } from '../states/PendingBlocks';

/** The story's chart, data and columns; `type` (a control) draws the same data as another chart type. */
type Args = { def: ChartDef; data: ChartData; view: Pick<ReportView, 'columns'>; currency: string; type?: ChartType };

const fromRecord = (id: string, type?: ChartDef['type']): Args => {
  const r = recorded(id);
  return { def: { ...r.view.chart!, ...(type ? { type } : {}) }, data: r.result.chart!, view: r.view, currency: 'USD' };
};

/** Conversion funnel of one month's registrations (login → gaming → first and second deposit). */
const funnel: Args = {
  def: { type: 'funnel', x: 'step', series: ['users'] },
  data: { categories: ['Registered', 'Logged in', 'Played', 'First deposit', 'Second deposit'], series: [{ name: 'users', field: 'users', data: [4820, 4113, 2967, 1488, 803] }] },
  view: { columns: [{ field: 'users', header: { key: 'fields.gm_dau' }, format: 'count', money: false, kind: 'measure', total: true, sortable: true }] },
  currency: 'USD',
};

/** The chart in the console's format context: the story's currency, the demo rates, the toolbar's language. */
function ChartInConsole({ def, data, view }: Omit<Args, 'currency'>) {
  return <ReportChart def={def} data={data} view={view} ctx={useFormatContext()} />;
}

/** Charts per type, drawn from recorded results: amounts converted, names escaped, dark palette. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Chart',
  // chart type and currency as choices; the recorded data and columns are not for editing by hand
  argTypes: {
    type: { control: 'select', options: ['line', 'area', 'bar', 'column', 'donut', 'funnel', 'heatmap'] satisfies ChartType[] },
    currency: { control: 'select', options: DEMO_RATES.map((r) => r.currency) },
    def: { control: false },
    data: { control: false },
    view: { control: false },
  },
  render: ({ def, data, view, currency, type }) => (
    <ReportStoryFrame currency={currency}>
      <ChartInConsole def={type ? { ...def, type } : def} data={data} view={view} />
    </ReportStoryFrame>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Turnover per site and day: one line per site (split by site name). */
export const Line: Story = { args: fromRecord('site_trend') };
export const Area: Story = { args: fromRecord('site_trend', 'area') };
/** Turnover and GGR per site, in baht. */
export const Column: Story = { args: { ...fromRecord('site_compare'), currency: 'THB' } };
/** Retention rates per game kind. */
export const Bar: Story = { args: fromRecord('game_retention') };
/** Bonus cost by promo sub type. */
export const Donut: Story = { args: fromRecord('promo_cost') };
export const Funnel: Story = { args: funnel };

/** No rows for the filters: the chart says "No data to chart" over its empty axes. */
export const Empty: Story = { args: { ...fromRecord('site_compare'), data: { categories: [], series: fromRecord('site_compare').data.series.map((s) => ({ ...s, data: [] })) } } };

const LONG_NAMES = ['Royal Golden Dragon Fortune Jackpot Deluxe Edition', 'Mega Super Lucky Fruit Cocktail Party Slots', '極速百家樂 VIP 貴賓廳 — 亞洲旗艦桌', 'Ultimate Wild West Gold Rush Megaways', 'Fishing Kingdom Ocean Treasure Hunter', 'Short'];
/** Category names far longer than the axis has room for: wrapped on up to three lines, then cut with an ellipsis. */
export const LongLabels: Story = {
  args: {
    def: { type: 'column', x: 'game_name', series: ['apv_bet'] },
    data: { categories: LONG_NAMES, series: [{ name: 'apv_bet', field: 'apv_bet', data: [982_345, 765_432, 543_210, 321_098, 210_987, 98_765] }] },
    view: { columns: [{ field: 'apv_bet', header: { key: 'fields.apv_bet' }, format: 'amount', money: true, kind: 'measure', total: true, sortable: true }] },
    currency: 'USD',
  },
};

/** Twelve sites as twelve lines over a month: the palette keeps them apart, the legend names each. */
export const ManySeries: Story = {
  args: {
    def: { type: 'line', x: 'stat_date', series: ['apv_bet'], splitBy: 'site_name' },
    data: {
      categories: Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`),
      series: Array.from({ length: 12 }, (_, s) => ({ name: `Site ${s + 1}`, field: 'apv_bet', data: Array.from({ length: 30 }, (_, d) => Math.round(20_000 + 15_000 * Math.sin((d + s * 3) / 4) + s * 4_000)) })),
    },
    view: { columns: [{ field: 'apv_bet', header: { key: 'fields.apv_bet' }, format: 'amount', money: true, kind: 'measure', total: true, sortable: true }] },
    currency: 'USD',
  },
};

/** While the answer is on its way: the chart's card keeps its height with a placeholder, so the page does not move when it draws. */
export const Loading: Story = {
  args: fromRecord('site_compare'),
  render: () => <ReportStoryFrame><ChartPending height={320} /></ReportStoryFrame>,
};

/**
 * The chart's code did not load (a deploy changed the chunks, a dropped connection): its card says
 * so, with Try again to load the page anew, and the rest of the report stays (states/BlockBoundary.tsx).
 */
export const Failed: Story = {
  args: fromRecord('site_compare'),
  parameters: { expectError: true },
  render: () => <ReportStoryFrame><BlockFailed block="chart" onRetry={() => undefined} /></ReportStoryFrame>,
};
