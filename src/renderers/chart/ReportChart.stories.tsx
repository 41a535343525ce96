import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChartDef } from '../../engine/definition/report';
import type { ReportView } from '../../engine/report/reportView';
import type { ChartData } from '../../engine/request/types';
import { recorded } from '../gallery/recordedReports';
import { ReportStoryFrame } from '../gallery/ReportStoryFrame';
import { useFormatContext } from '../format/useFormatContext';
import ReportChart from './ReportChart';

type Args = { def: ChartDef; data: ChartData; view: Pick<ReportView, 'columns'>; currency: string };

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
  render: ({ def, data, view, currency }) => (
    <ReportStoryFrame currency={currency}>
      <ChartInConsole def={def} data={data} view={view} />
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
