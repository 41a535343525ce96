import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type ComponentType } from 'react';
import { NumberWidget, TextWidget } from './InputWidgets';

function Field({ widget: Widget, label, initial, placeholder, disabled }: { widget: ComponentType<WidgetProps>; label: string; initial?: unknown; placeholder?: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  const props = { id: 'story-input', value, onChange: setValue, placeholder, disabled } as unknown as WidgetProps;
  return (
    <div className="card" style={{ margin: 24, padding: 16, maxWidth: 420, display: 'grid', gap: 8 }}>
      <label htmlFor="story-input">{label}</label>
      <Widget {...props} />
      <code className="muted">{JSON.stringify(value) ?? 'undefined (no filter)'}</code>
    </div>
  );
}

/** Free text, a number, and ids typed as a list: the plain inputs of the member lookup and search. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter widgets/InputWidgets',
  component: Field,
  args: { widget: TextWidget, label: 'Username', initial: 'somchai8841', placeholder: 'Username' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member lookup's username. */
export const Username: Story = {};
/** An emptied text box means no filter. */
export const UsernameEmpty: Story = { args: { initial: undefined } };
/** A long Traditional Chinese name fits in the 100-character box. */
export const LongName: Story = { args: { label: 'Real name', initial: '歐陽・司馬・上官婉兒（曾用名：陳美玲）・LuckyThai88 VIP 白金會員' } };
/** The member id of the member recap. */
export const MemberId: Story = { args: { widget: NumberWidget, label: 'Member ID', initial: 111293 } };
/** Member levels typed as ids, read when the box loses focus. */
export const Disabled: Story = { args: { disabled: true } };
