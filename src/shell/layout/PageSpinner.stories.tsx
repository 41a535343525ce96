import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageSpinner } from './PageSpinner';

const meta = {
  title: 'Shell/PageSpinner',
  component: PageSpinner,
  args: { fullScreen: false },
  decorators: [(Story) => <div style={{ background: 'var(--bg)', minHeight: '100vh' }}><Story /></div>],
} satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While a report page's code loads inside the layout. */
export const InPage: Story = {};
/** While the guard rebuilds the session after a reload: the whole window. */
export const FullScreen: Story = { args: { fullScreen: true } };
/** Below the 960 px breakpoint. */
export const Narrow: Story = { args: { fullScreen: true }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
