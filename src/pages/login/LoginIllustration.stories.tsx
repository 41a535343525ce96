import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginIllustration } from './LoginIllustration';
import './login.css';

/** The decorative dashboard sketch of the login screen: revenue bars, a trend line and a donut of markets (hidden from screen readers). */
const meta = {
  title: 'Pages/Login/LoginIllustration',
  component: LoginIllustration,
  decorators: [(Story) => <div className="login-brand" style={{ maxWidth: 520, padding: 32 }}><Story /></div>],
} satisfies Meta<typeof LoginIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sketch: Story = {};
