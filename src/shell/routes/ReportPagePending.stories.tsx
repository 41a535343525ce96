import type { Meta, StoryObj } from '@storybook/react-vite';
import ReportPagePending from './ReportPagePending';

const meta = {
  title: 'Shell/ReportPagePending',
  component: ReportPagePending,
  args: { reportId: 'site_outline' },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 960 }}><Story /></div>],
} satisfies Meta<typeof ReportPagePending>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for a report while the renderer's chunk is not part of the build. */
export const SiteOutline: Story = {};
