import type { Meta, StoryObj } from '@storybook/react-vite';
import { ViewNotes } from './ViewNotes';
import '../renderers.css';

/** Below the period line of a report opened from a link or a reload: the preset it keeps, and what of the URL was set aside. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/ViewNotes',
  component: ViewNotes,
  args: { notes: [], linkPreset: 'prev7', range: { from: '2026-11-17', to: '2026-11-23' } },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof ViewNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link with "previous 7 days" shows the 7 days before today, whenever it is opened. */
export const PresetKept: Story = {};
/** A hand-edited link: an unknown sort column and a page size the console does not offer fall back to the defaults. */
export const DamagedLink: Story = {
  args: { notes: [{ code: 'sort', detail: 'no_such_column' }, { code: 'size' }, { code: 'filter', detail: 'sites' }], linkPreset: 'prev30', range: { from: '2026-10-25', to: '2026-11-23' } },
};
/** A link with custom dates and nothing set aside: no line. */
export const NothingToSay: Story = { args: { linkPreset: null, range: null } };
