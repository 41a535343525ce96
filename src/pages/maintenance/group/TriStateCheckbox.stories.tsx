import type { Meta, StoryObj } from '@storybook/react-vite';
import '../maintenance.css';
import { TriStateCheckbox } from './TriStateCheckbox';

/** A native checkbox that can show the mixed state of a partly granted menu group. */
const meta = {
  title: 'Pages/Maintenance/Group/TriStateCheckbox',
  component: TriStateCheckbox,
  args: { id: 'story-check', state: 'checked', label: 'Site owner · 92000', onToggle: () => {} },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof TriStateCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checked: Story = {};
/** Some reports of the menu group granted. */
export const Mixed: Story = { args: { state: 'mixed' } };
export const Unchecked: Story = { args: { state: 'unchecked' } };
/** The operator's own group: its rights cannot be changed here. */
export const Disabled: Story = { args: { state: 'mixed', disabled: true } };
export const LongLabel: Story = { args: { label: '東南亞區域營運單位（泰國・越南・菲律賓・印尼・馬來西亞・印度・巴西）' } };
