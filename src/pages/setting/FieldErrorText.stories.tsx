import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldErrorText } from './FieldErrorText';
import './setting.css';

/** The message under a settings field: a rule of the form, or the server's refusal; empty keeps its place. */
const meta = {
  title: 'Pages/Settings/FieldErrorText',
  component: FieldErrorText,
  args: { id: 'story-error' },
  decorators: [(Story) => <div className="field" style={{ maxWidth: 420, padding: 24 }}><input className="input" type="password" aria-label="Password" /><Story /></div>],
} satisfies Meta<typeof FieldErrorText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No message: the line stays so the form does not jump. */
export const NoError: Story = {};
/** The new password under 8 characters. */
export const TooShort: Story = { parameters: { expectError: true }, args: { error: { key: 'settings.minChars', count: 8 } } };
export const Mismatch: Story = { parameters: { expectError: true }, args: { error: { key: 'settings.mismatch' } } };
/** The server's refusal of the current password. */
export const ServerRefused: Story = { parameters: { expectError: true }, args: { serverText: 'User password is incorrect' } };
