import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { recorded } from '../gallery/recordedReports';
import { ReportStoryFrame } from '../gallery/ReportStoryFrame';
import { filterDefaults } from '../../engine/filters/filterDefaults';
import FilterForm from './FilterForm';

function FormHarness({ reportId }: { reportId: string }) {
  const view = recorded(reportId).view;
  const [value, setValue] = useState(() => filterDefaults(view.filters, { siteIds: [1] }));
  const [searched, setSearched] = useState<string>('');
  return (
    <>
      <FilterForm view={view} value={value} onChange={setValue} onSearch={(v) => setSearched(JSON.stringify(v))}
        onReset={() => setValue(filterDefaults(view.filters, { siteIds: [1] }))} />
      <pre data-testid="searched" style={{ color: 'var(--text-muted)' }}>{searched}</pre>
    </>
  );
}

/** The filter form, rendered by rjsf from each report's filter schema with the console's widgets. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter form',
  render: ({ reportId }) => <ReportStoryFrame><FormHarness reportId={reportId} /></ReportStoryFrame>,
} satisfies Meta<{ reportId: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Date range, grain, metrics, markets and sites. */
export const SiteTrend: Story = { args: { reportId: 'site_trend' } };
/** One site, a date range and a promo type. */
export const PromoCost: Story = { args: { reportId: 'promo_cost' } };
/** Cohorts by game kind or brand, sites and game kinds. */
export const GameRetention: Story = { args: { reportId: 'game_retention' } };
