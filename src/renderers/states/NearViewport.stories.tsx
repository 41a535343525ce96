import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import '../renderers.css';
import { NearViewport } from './NearViewport';
import { GridPending } from './PendingBlocks';

/** What the block stands for once near: a tile's headline (the story's content, in either language). */
function DepositsCard() {
  const { t } = useTranslation();
  return (
    <section className="card" style={{ padding: 18 }}>
      <h3 style={{ margin: 0 }}>{t('fields.dpst_amt')}</h3>
      <p className="muted">319,934.12 USD</p>
    </section>
  );
}

/** The tile's heading above the block, shown either way. */
function Heading() {
  const { t } = useTranslation();
  return <h2 style={{ fontSize: 15 }}>{t('dashboard.slots.headline')}</h2>;
}

/**
 * A block that renders once it comes near the window (a dashboard tile below the fold, a report's
 * grid): until then, its placeholder of the same size.
 */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Near viewport',
  component: NearViewport,
  args: { placeholder: <GridPending rows={3} />, children: <DepositsCard /> },
  decorators: [(Story) => <div style={{ padding: 24 }}><Heading /><Story /></div>],
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
