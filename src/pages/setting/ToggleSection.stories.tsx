import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToggleSection, type ToggleState } from './ToggleSection';
import './setting.css';

const state = (more: Partial<ToggleState>): ToggleState => ({
  on: false, prompting: false, busy: false, toggle: () => {}, enable: async () => {}, cancel: () => {}, ...more,
});

/** A setting switched on only after the password is given again (quick login, biometric login). */
const meta = {
  title: 'Pages/Settings/ToggleSection',
  component: ToggleSection,
  args: {
    id: 'story-quick-login', label: 'Quick login', hint: 'Sign in on this browser without typing your password.',
    promptTitle: 'Enter your password to turn on quick login for this browser.', state: state({}),
  },
  decorators: [(Story) => <section className="card settings-card" style={{ maxWidth: 560, margin: 24 }}><Story /></section>],
} satisfies Meta<typeof ToggleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { state: state({ on: true }) } };
/** Turning it on: the password is asked again. */
export const AskingPassword: Story = { args: { state: state({ prompting: true }) } };
/** The password was wrong: the server's message under the field. */
export const WrongPassword: Story = { parameters: { expectError: true }, args: { state: state({ prompting: true, error: 'User password is incorrect' }) } };
export const Sending: Story = { args: { state: state({ prompting: true, busy: true }) } };
/** Biometric login on a browser without passkeys: the switch is disabled and the hint says why. */
export const Unavailable: Story = {
  args: { id: 'story-biometric', label: 'Biometric login', hint: 'Passkeys need a browser with WebAuthn and the console opened by its domain name or localhost.', state: state({}), disabled: true },
};
