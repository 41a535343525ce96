import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderers.css';
import { NearViewport } from './NearViewport';
import { GridPending } from './PendingBlocks';

function DepositsCard() {
  return (
    <section className="card" style={{ padding: 18 }}>
      <h3 style={{ margin: 0 }}>Deposits, previous 7 days</h3>
      <p className="muted">319,934.12 USD from 4,087 depositing members</p>
    </section>
  );
}

/**
 * A block that renders once it comes near the window (a dashboard tile below the fold, a report's
 * grid): until then, its placeholder of the same size.
 */
const meta = {
  title: 'Renderers/Near viewport',
  component: NearViewport,
  args: { placeholder: <GridPending rows={3} />, children: <DepositsCard /> },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof NearViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the window: the block itself. */
export const InView: Story = {};
/** Far below the window: the placeholder stays until the operator scrolls to it. */
export const BelowTheFold: Story = {
  decorators: [(Story) => <div><div style={{ height: 3000 }} /><Story /></div>],
};
/** Rendered at once whatever its place (a server-paged grid, which asks for its own pages). */
export const Disabled: Story = { args: { disabled: true } };
