import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionAnswers } from '../shell/storySupport/sessionAnswers';
import { shellSession } from '../shell/storySupport/shellSession';
import { stubApi } from '../shell/storySupport/stubApi';
import { PublicRoutes } from './AppRoutes';

const meta = {
  title: 'App/PublicRoutes',
  component: PublicRoutes,
  beforeEach: [shellSession({ operator: null }), () => stubApi(sessionAnswers())],
  parameters: { route: '/login' },
} satisfies Meta<typeof PublicRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login: the split dark login page. */
export const Login: Story = {};
export const LoginChinese: Story = { globals: { locale: 'tw' } };
/** Below 960 px the illustration gives way to the form. */
export const LoginNarrow: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const AccessDenied: Story = { parameters: { route: '/403', expectError: true } };
export const NotFound: Story = { parameters: { route: '/404', expectError: true } };
export const ServerError: Story = { parameters: { route: '/500', expectError: true } };
