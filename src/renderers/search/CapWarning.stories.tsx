import type { Meta, StoryObj } from '@storybook/react-vite';
import { CapWarning } from './CapWarning';
import './search.css';

/**
 * A member list over its cap (spec §8): the warning replaces the list and says how many members the
 * criteria found. It is an alert by design, so the story declares it.
 */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Search/CapWarning',
  component: CapWarning,
  args: { messageKey: 'reports.member_search.capped', capped: { count: 48213, cap: 20000 } },
  parameters: { expectError: true },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof CapWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Member search: 48,213 members match the tags and conditions, the list stops at 20,000. */
export const MemberSearch: Story = {};
/** A report without a message of its own shows the generic title. */
export const GenericMessage: Story = { args: { messageKey: undefined, capped: { count: 1250000, cap: 100000 } } };
