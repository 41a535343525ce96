import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildRouteTable } from '../routes/routeTable';
import { ALL_RIGHTS, DEMO_REPORT_ENTRIES, FINANCE_RIGHTS, SITE_OWNER_RIGHTS } from '../storySupport/demoShell';
import { LeftMenu } from './LeftMenu';

const routesFor = (permitted: number[]) => buildRouteTable(DEMO_REPORT_ENTRIES, permitted);

const meta = {
  title: 'Shell/LeftMenu',
  component: LeftMenu,
  args: { routes: routesFor(ALL_RIGHTS), permitted: ALL_RIGHTS, visible: true, overlay: false, onClose: fn() },
  argTypes: { routes: { control: false } },
  parameters: { route: '/site_owner/site_outline' },
  decorators: [(Story) => <div style={{ ['--toolbar-h' as string]: '0px', minHeight: '100vh' }}><Story /></div>],
} satisfies Meta<typeof LeftMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator on Site Outline: every group, the current one open with its link highlighted. */
export const Administrator: Story = {};
/** A single-site owner's group: Site Owner only. */
export const SiteOwner: Story = { args: { routes: routesFor(SITE_OWNER_RIGHTS), permitted: SITE_OWNER_RIGHTS } };
/** Reports granted one by one (Site Recap and Top Members) beside a whole group (General). */
export const FinanceAnalyst: Story = {
  args: { routes: routesFor(FINANCE_RIGHTS), permitted: FINANCE_RIGHTS },
  parameters: { route: '/onlineGeneral/general/bankAccountung' },
};
/** A group without any report rights: the Dashboard link and the empty-menu note. */
export const NoReports: Story = { args: { routes: routesFor([]), permitted: [] }, parameters: { route: '/dashboard' } };
export const TraditionalChinese: Story = { globals: { locale: 'tw' } };
/** Below 960 px the menu floats over the page behind a scrim; a choice or Escape closes it. */
export const Overlay: Story = { args: { overlay: true }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
