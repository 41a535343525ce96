import type { Meta, StoryObj } from '@storybook/react-vite';
import ErrorPage from './ErrorPage';

/** The error pages show an error state on purpose (the story test checks that they do). */
const meta = { title: 'Pages/ErrorPage', component: ErrorPage, args: { code: 404 }, parameters: { expectError: true } } satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccessDenied: Story = { args: { code: 403 } };
export const NotFound: Story = { args: { code: 404 } };
export const ServerError: Story = { args: { code: 500 } };
export const ServerErrorWithRetry: Story = { args: { code: 500, onRetry: () => {} } };
