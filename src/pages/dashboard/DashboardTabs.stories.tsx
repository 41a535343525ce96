import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import './dashboard.css';
import type { DashboardTab } from './dashboardModel';
import { DashboardTabs } from './DashboardTabs';

function Live({ initial }: { initial: DashboardTab }) {
  const [tab, setTab] = useState(initial);
  return <div style={{ padding: 24 }}><DashboardTabs value={tab} onChange={setTab} /></div>;
}

/** Daily, weekly, monthly: the period of every tile (arrow keys move between tabs). */
const meta = { title: 'Pages/Dashboard/DashboardTabs', component: Live, args: { initial: 'daily' } } satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Daily: Story = {};
export const Weekly: Story = { args: { initial: 'weekly' } };
export const Monthly: Story = { args: { initial: 'monthly' } };
