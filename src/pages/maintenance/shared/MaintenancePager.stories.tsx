import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../maintenance.css';
import { DEFAULT_PAGE_SIZE, MaintenancePager } from './MaintenancePager';

function Live({ total, start }: { total: number; start: number }) {
  const [page, setPage] = useState(start);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  return <div className="card" style={{ margin: 24 }}><MaintenancePager page={page} size={size} total={total} onPage={setPage} onSize={(s) => { setSize(s); setPage(0); }} /></div>;
}

/** The maintenance lists' counter, page size and page buttons (spec §9); they work in the story. */
const meta = { title: 'Pages/Maintenance/MaintenancePager', component: Live, args: { total: 37, start: 0 } } satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 37 operators on one page of 50. */
export const OnePage: Story = {};
/** The audit log: 12,480 entries, on page 3. */
export const AuditLogPage3: Story = { args: { total: 12480, start: 2 } };
/** No entries for the filters. */
export const NoRecords: Story = { args: { total: 0 } };
