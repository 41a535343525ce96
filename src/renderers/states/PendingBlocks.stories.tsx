import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recorded } from '../gallery/recordedReports';
import '../renderers.css';
import { ChartPending, GridPending, KpiTilesPending } from './PendingBlocks';

/** The placeholders' own text is invisible: a caption says what the story shows. */
function Waiting({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted" style={{ margin: 0 }}>{t('common.loading')}</p>
      {children}
    </>
  );
}

/**
 * What a report shows before its first answer: the tiles, chart and grid at the size they will be
 * drawn at, so the page does not move when they arrive.
 */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Pending blocks',
  component: GridPending,
  decorators: [(Story) => <div style={{ padding: 24, display: 'grid', gap: 16 }}><Waiting><Story /></Waiting></div>],
} satisfies Meta<typeof GridPending>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site dashboard on its way: five headline tiles compared with the previous period, its column chart and a page of sites. */
export const SiteDashboard: Story = {
  render: () => (
    <>
      <KpiTilesPending view={recorded('site_dashboard').view} />
      <ChartPending height={320} />
      <GridPending />
    </>
  ),
};
/** Member statistics (not compared): tiles without a growth line, so shorter. */
export const UncomparedTiles: Story = { render: () => <KpiTilesPending view={recorded('member_stats').view} /> };
/** A dashboard tile's chart (compact, 240 px). */
export const CompactChart: Story = { render: () => <ChartPending height={240} /> };
/** A server-paged grid of 20 rows a page keeps room for the 15 it shows before scrolling. */
export const GridOfAPage: Story = { args: { rows: 15 } };
/** A grid without a totals row. */
export const GridWithoutTotals: Story = { args: { rows: 5, totals: false } };
