import type { Meta, StoryObj } from '@storybook/react-vite';
import LoginPage from './LoginPage';

const meta = { title: 'Pages/Login/LoginPage', component: LoginPage, parameters: { route: '/login' } } satisfies Meta<typeof LoginPage>;

export default meta;
export const SplitScreen: StoryObj<typeof meta> = {};
