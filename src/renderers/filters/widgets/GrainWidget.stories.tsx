import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { GrainWidget } from './GrainWidget';

function Field({ initial, disabled }: { initial: string; disabled?: boolean }) {
  const [value, setValue] = useState<unknown>(initial);
  const props = { id: 'story-grain', value, onChange: setValue, disabled } as unknown as WidgetProps;
  return <div className="card" style={{ margin: 24, padding: 16, maxWidth: 420 }}><GrainWidget {...props} /></div>;
}

/** Day, week or month for a trend's time axis (site trend, bank accounting). */
const meta = { tags: ['autodocs'], title: 'Renderers/Filter widgets/GrainWidget', component: Field, args: { initial: 'day' } } satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Daily: Story = {};
export const Monthly: Story = { args: { initial: 'month' } };
/** While a search runs the form is disabled. */
export const Disabled: Story = { args: { initial: 'week', disabled: true } };
