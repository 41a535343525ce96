import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../maintenance.css';
import { TextField } from './TextField';

function Live({ label, initial, error, disabled }: { label: string; initial: string; error?: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return <div className="mnt-form" style={{ maxWidth: 420, padding: 24 }}><TextField id="story-field" label={label} value={value} error={error} disabled={disabled} onChange={setValue} /></div>;
}

/** A labelled input with its spec §5 validation message underneath. */
const meta = {
  title: 'Pages/Maintenance/TextField',
  component: Live,
  args: { label: 'Account', initial: 'chen.zhiming' },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** An empty required field after Save. */
export const Required: Story = { args: { initial: '', error: 'required' } };
/** A name over 30 characters. */
export const TooLong: Story = { args: { label: 'Name', initial: 'Regional Finance & Risk Supervisor, Southeast Asia', error: 'max30' } };
/** An account with characters accounts may not hold. */
export const BadAccount: Story = { args: { initial: '陳志明 admin', error: 'account' } };
/** The account of an existing operator cannot change. */
export const Disabled: Story = { args: { disabled: true } };
