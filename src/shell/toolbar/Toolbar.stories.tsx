import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Shell/Toolbar',
  component: Toolbar,
  args: {
    visible: true, menuOpen: true, operatorName: 'Administrator', lang: 'en', currency: 'USD', currencies: ['USD', 'THB', 'VND', 'MYR'],
    onToggleMenu: () => {}, onLang: () => {}, onCurrency: () => {}, onSettings: () => {}, onLogout: () => {},
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ThaiBaht: Story = { args: { currency: 'THB' } };
/** Below 960 px (Storybook 10 sets the viewport through globals). */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
