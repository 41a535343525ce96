import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginBrand } from './LoginBrand';
import './login.css';

/** The brand side of the split login screen: name, headline, the dashboard sketch and what the console offers. */
const meta = {
  title: 'Pages/Login/LoginBrand',
  component: LoginBrand,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="login-page" style={{ minHeight: '100vh' }}><Story /></div>],
} satisfies Meta<typeof LoginBrand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch the toolbar's language to see the Traditional Chinese texts. */
export const Brand: Story = {};
