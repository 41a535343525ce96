import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PAGE_SIZES } from '../../engine/request/requestSchema';
import '../renderers.css';
import { Pager } from './Pager';

function LivePager({ total, start, remote }: { total: number; start: number; remote: boolean }) {
  const [page, setPage] = useState(start);
  const [size, setSize] = useState(remote ? 50 : 20);
  return (
    <section className="report-grid card" style={{ margin: 24 }}>
      <Pager page={page} size={size} total={total} sizes={PAGE_SIZES} onPage={setPage} onSize={remote ? (s) => { setSize(s); setPage(0); } : undefined} />
    </section>
  );
}

/** The grid's counter and page buttons (spec §9); buttons work in the story. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Grid/Pager',
  component: LivePager,
  args: { total: 46, start: 0, remote: false },
} satisfies Meta<typeof LivePager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Promotion comparison: 46 promotions, 20 a page in the browser. */
export const LocalFirstPage: Story = {};
/** Top members: 684 rows served 50 a page, on page 4, with the page-size choice. */
export const RemoteMiddlePage: Story = { args: { total: 684, start: 3, remote: true } };
/** Seven game kinds fit on one page: every button disabled. */
export const OnePage: Story = { args: { total: 7 } };
/** No records: the counter says 0 and nothing can be paged. */
export const NoRecords: Story = { args: { total: 0, remote: true } };
