import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SettingSwitch } from './SettingSwitch';
import './setting.css';

function Live({ initial, disabled }: { initial: boolean; disabled?: boolean }) {
  const [on, setOn] = useState(initial);
  return <div style={{ padding: 24 }}><SettingSwitch id="story-switch" label="Quick login" on={on} disabled={disabled} onChange={setOn} /></div>;
}

/** The on/off switch of a setting row (role switch); it toggles in the story. */
const meta = { title: 'Pages/Settings/SettingSwitch', component: Live, args: { initial: false } } satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { initial: true } };
/** Biometric login on a browser without passkeys. */
export const Disabled: Story = { args: { disabled: true } };
