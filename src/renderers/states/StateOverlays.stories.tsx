import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderers.css';
import { EmptyState, ErrorState, IdleState, LoadingOverlay } from './StateOverlays';

/** The overlays a report's grid shows over its rows: loading, waiting for Search, no rows, and a server error. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/States',
  component: EmptyState,
  decorators: [(Story) => (
    <div style={{ padding: 24 }}>
      <section className="report-grid card"><div className="grid-frame" style={{ height: 260 }}><Story /></div></section>
    </div>
  )],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spinner while a search runs (spec §2). */
export const Loading: Story = { render: () => <LoadingOverlay /> };
/** Auto-search is off: nothing has run yet. */
export const WaitingForSearch: Story = { render: () => <IdleState /> };
/** No rows: says which period was searched, so the operator knows to widen it. */
export const EmptyForPeriod: Story = { args: { range: { from: '2026-10-23', to: '2026-11-21' } } };
/** No rows and no period (a lookup that found no member). */
export const EmptyNoPeriod: Story = { args: {} };
/** The server's message, with Retry. */
export const ServerError: Story = {
  parameters: { expectError: true },
  render: () => <ErrorState message="The report took too long and was cancelled; narrow the date range or filters" onRetry={() => {}} />,
};
/** A long server message wraps inside the overlay; no Retry when the error cannot be retried. */
export const LongErrorWithoutRetry: Story = {
  parameters: { expectError: true },
  render: () => (
    <ErrorState message={'Privilege not enough: the group 「泰國站長・LuckyThai88 營運組（夜班）」 may not open member deposit details of sites outside its operating units '
      + '(requested: LuckyThai88, SiamSlot, KLRoyal, MumbaiRoyale, PinoyPanalo, SambaBet, GarudaPlay, JakartaJP, VinaWin, SaigonBet, DesiJackpot, ManilaStar)'} />
  ),
};
