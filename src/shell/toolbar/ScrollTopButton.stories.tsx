import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollTopButton } from './ScrollTopButton';

const meta = {
  title: 'Shell/ScrollTopButton',
  component: ScrollTopButton,
  args: { visible: true },
  decorators: [(Story) => <div style={{ minHeight: '100vh', padding: 24, color: 'var(--text-muted)' }}>
    <p>Scrolled 600 px down a report on a phone: the toolbar hid, this button brings the page back to the top.</p><Story />
  </div>],
} satisfies Meta<typeof ScrollTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bottom right, while the toolbar is hidden. */
export const Visible: Story = {};
/** On a phone, where the toolbar hides after 600 px of scroll. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** The toolbar shows (wide screens, or near the top): no button. */
export const Hidden: Story = { args: { visible: false } };
