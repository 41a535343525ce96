import type { Meta, StoryObj } from '@storybook/react-vite';
import ReportPage from '../ReportPage';
import ReportWidget from '../ReportWidget';
import { RECORDED } from './recordedReports';
import { ReportStoryFrame } from './ReportStoryFrame';

const REPORT_IDS = Object.keys(RECORDED).sort();

/**
 * Every report of the registry, rendered by the generic page from a result recorded from the demo
 * warehouse (server/reports/recordStories.ts). A new report needs no story file: record, and it
 * appears in the `reportId` control and in "Every report".
 */
const meta = {
  title: 'Renderers/Report gallery',
  args: { reportId: REPORT_IDS[0] },
  argTypes: { reportId: { control: 'select', options: REPORT_IDS } },
  parameters: { layout: 'fullscreen' },
  render: ({ reportId }) => (
    <ReportStoryFrame key={reportId} path={RECORDED[reportId].view.route.path}>
      <ReportPage reportId={reportId} />
    </ReportStoryFrame>
  ),
} satisfies Meta<{ reportId: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One report, chosen with the `reportId` control. */
export const Report: Story = {};

/** Every recorded report, one after the other. */
export const EveryReport: Story = {
  render: () => (
    <ReportStoryFrame>
      {REPORT_IDS.map((id) => (
        <section key={id} data-gallery-report={id} style={{ marginBottom: 48 }}>
          <ReportPage reportId={id} />
        </section>
      ))}
    </ReportStoryFrame>
  ),
};

/** The side drawer's compact variant of each report that may open as a widget. */
export const Widgets: Story = {
  render: () => (
    <ReportStoryFrame>
      {REPORT_IDS.filter((id) => RECORDED[id].view.widget).map((id) => (
        <section key={id} style={{ maxWidth: 860, marginBottom: 40 }}><ReportWidget reportId={id} /></section>
      ))}
    </ReportStoryFrame>
  ),
};
