import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportStoryFrame } from '../gallery/ReportStoryFrame';
import { ExportButton } from './ExportButton';

type Args = { failWith?: string; delayMs: number };

/** The xlsx and CSV exports: progress on the one running, disabled meanwhile, the server's message when it fails. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Export button',
  args: { delayMs: 2400 },
  render: ({ failWith, delayMs }) => (
    <ReportStoryFrame failWith={failWith} delayMs={delayMs}>
      <ExportButton reportId="site_compare" save={() => undefined}
        request={() => ({ filters: { range: { preset: 'prev30' } }, sort: [{ field: 'apv_bet', dir: 'desc' }], currency: 'THB', lang: 'en' })} />
    </ReportStoryFrame>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Failing: Story = { args: { failWith: 'Privilege not enough' } };
