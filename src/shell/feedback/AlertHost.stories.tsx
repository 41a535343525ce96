import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { alertStore, type AlertType } from '../../state/alertStore';
import { shellSession } from '../storySupport/shellSession';
import { AlertHost } from './AlertHost';

let nextId = 1000;

/**
 * The host closes whatever alert was open when it mounts (a route change closes alerts), so the
 * story raises its alert once the host is on the page, as a report page does after a search.
 */
function AlertHostDemo({ type, text }: { type: AlertType; text: string }) {
  useEffect(() => {
    alertStore.current = { id: nextId++, type, text };
  }, [type, text]);
  return (
    <div style={{ padding: '96px 24px', color: 'var(--text-muted)' }}>
      <AlertHost />
      <p>Info closes itself after 2.5 s, warnings and errors after 3.5 s; a route change closes it at once.</p>
      <Link to="/site_owner/member_search">Go to Member search</Link>
    </div>
  );
}

const meta = {
  title: 'Shell/AlertHost',
  component: AlertHostDemo,
  args: { type: 'info', text: '' },
  argTypes: { type: { control: 'inline-radio', options: ['info', 'warning', 'error'] } },
  beforeEach: shellSession(),
  parameters: { route: '/site_owner/member_search' },
} satisfies Meta<typeof AlertHostDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No text given: the type's default text. Warnings and errors are alerts (role alert): those stories declare `expectError`. */
export const InfoDefault: Story = {};
/** Member search without a criterion (spec §5). */
export const MemberSearchCriterion: Story = {
  args: { type: 'warning', text: 'Please select at least one of member tags, member levels, or adv. filter conditions' },
  parameters: { expectError: true },
};
/** Member search over the 500,000 cap: the longest alert text, wrapped inside 400 px. */
export const TooManyMembers: Story = {
  args: { type: 'warning', text: 'Too Many Members Found: Found 612,480 members, exceeding the 500,000 limit. Member list display has been disabled.' },
  parameters: { expectError: true },
};
/** An unreadable answer or no connection. */
export const NetworkError: Story = {
  args: { type: 'error', text: 'API Network error. Please check your network connection.' },
  parameters: { expectError: true },
};
/** At most 90 % of a phone's width. */
export const Narrow: Story = {
  ...TooManyMembers,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
