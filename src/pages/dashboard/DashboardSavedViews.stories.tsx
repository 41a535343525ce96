import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ReportApiProvider } from '../../renderers/api/ReportApiContext';
import { DEMO_SAVED_VIEWS, memoryViewsApi } from '../../renderers/gallery/memoryViewsApi';
import { recordedApi } from '../../renderers/gallery/recordedApi';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import { DEMO_ROUTES } from '../../shell/storySupport/demoShell';
import { DashboardSavedViews } from './DashboardSavedViews';
import './dashboard.css';

function Frame({ views }: { views: typeof DEMO_SAVED_VIEWS }) {
  const [api] = useState(() => ({ ...recordedApi(RECORDED), views: memoryViewsApi(views) }));
  return <ReportApiProvider api={api}><div style={{ padding: 24, maxWidth: 420 }}><DashboardSavedViews routes={DEMO_ROUTES} /></div></ReportApiProvider>;
}

/** The dashboard's saved views card: the operator's own and its group's views, each opening its report at the view. */
const meta = {
  title: 'Pages/Dashboard/DashboardSavedViews',
  args: { views: DEMO_SAVED_VIEWS },
  render: ({ views }) => <Frame views={views} />,
} satisfies Meta<{ views: typeof DEMO_SAVED_VIEWS }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Views: Story = {};
export const NoViews: Story = { args: { views: [] } };
