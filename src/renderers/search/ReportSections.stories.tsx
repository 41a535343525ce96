import type { Meta, StoryObj } from '@storybook/react-vite';
import { globalStore, initialGlobal } from '../../state/globalStore';
import { resetSessionStore } from '../../state/sessionStore';
import { recorded } from '../gallery/recordedReports';
import { ReportStoryFrame, type ReportStoryFrameProps } from '../gallery/ReportStoryFrame';
import { ReportScreen } from '../ReportScreen';
import { ReportSections } from './ReportSections';

const LOOKUP = recorded('customer_single');
/** The filters the lookup was recorded with: its site, its member and the previous 30 days. */
const FILTERS = { range: { preset: 'prev30' }, ...LOOKUP.filters };

type Args = Omit<ReportStoryFrameProps, 'children'>;

/**
 * The member lookup's sections below the profile, from the recorded sections: daily figures,
 * transactions, promotions, level changes and related accounts of one member.
 */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Search/ReportSections',
  args: {},
  beforeEach: () => () => { resetSessionStore(); Object.assign(globalStore, initialGlobal()); },
  render: (frame) => <ReportStoryFrame {...frame}><ReportSections views={LOOKUP.view.sections} filters={FILTERS} Screen={ReportScreen} /></ReportStoryFrame>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberMonth: Story = {};
/** Amounts in the member's currency. */
export const InDong: Story = { args: { currency: 'VND' } };
export const Loading: Story = { args: { delayMs: 600_000 } };
/** A member with no activity in the period: each section says which period was searched. */
export const NoActivity: Story = { args: { empty: true } };
export const ServerError: Story = { parameters: { expectError: true }, args: { failWith: 'The report took too long and was cancelled; narrow the date range or filters' } };
