import type { Meta, StoryObj } from '@storybook/react-vite';
import { ViewDialog } from './ViewDialog';

/** Save as (with sharing for an operator holding the right), rename and delete of a saved view. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Saved views/Dialog',
  component: ViewDialog,
  args: { mode: { kind: 'save', canShare: true, groupName: 'House analysts' }, taken: ['Thai markets, 60 days'], onSubmit: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof ViewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaveForGroup: Story = {};
export const SaveWithoutRight: Story = { args: { mode: { kind: 'save', canShare: false, groupName: 'House analysts' } } };
export const Rename: Story = { args: { mode: { kind: 'rename', name: '月度存款 (VND)' } } };
export const DeleteShared: Story = { args: { mode: { kind: 'delete', name: 'Slots by GGR this month', shared: true } } };
