import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteElement } from '../../app/RouteElement';
import { buildRouteTable } from '../routes/routeTable';
import type { ShellRoute } from '../routes/shellRoute';
import {
  DEMO_INQUIRIES, DEMO_RECENT_PAGES, DEMO_REPORT_ENTRIES, DEMO_ROUTES, LONG_NAMED, SITE_OWNER, SITE_OWNER_RIGHTS,
} from '../storySupport/demoShell';
import { shellSession, type ShellSessionOptions } from '../storySupport/shellSession';
import { stubApi } from '../storySupport/stubApi';
import { withRecordedReports } from '../storySupport/withRecordedReports';
import { MainLayout } from './MainLayout';
import { waitForErrorState } from '../storySupport/waitForErrorState';

// A page whose code never arrives: the layout's own spinner stands in.
const LoadingPage = lazy(() => new Promise<never>(() => {}));

/** The layout with the console's routed pages inside it (reports answered from recorded results). */
function MainLayoutDemo({ routes, pageLoading = false }: { routes: readonly ShellRoute[]; pageLoading?: boolean }) {
  return (
    <Routes>
      <Route element={<MainLayout routes={routes} />}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={pageLoading ? <LoadingPage /> : <RouteElement route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}

const session = (o: ShellSessionOptions = {}) => shellSession({ recentPages: DEMO_RECENT_PAGES, inquiries: DEMO_INQUIRIES, ...o });
const narrow = { viewport: { value: 'mobile2', isRotated: false } };

const meta = {
  title: 'Shell/MainLayout',
  component: MainLayoutDemo,
  args: { routes: DEMO_ROUTES, pageLoading: false },
  argTypes: { routes: { control: false } },
  // Logging out asks the server first (status 1 reloads the page, which a story does not want): answered with a refusal.
  beforeEach: [session(), () => stubApi({ '/api/operator/logout': { status: 0, result: { message: 'API Server Error' } } })],
  decorators: [withRecordedReports],
  parameters: { route: '/site_owner/site_outline' },
} satisfies Meta<typeof MainLayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator on Site Outline: toolbar with widgets and recent menus, left menu, header with pin, the report. */
export const SiteOutline: Story = {};
/** The landing page: no page header, no pin (spec §2). */
export const Dashboard: Story = { parameters: { route: '/dashboard' } };
/** The report's code is still loading. */
export const PageLoading: Story = { args: { pageLoading: true }, parameters: { route: '/house/siteRecap' } };
/** The report's query failed. */
export const ReportFailed: Story = {
  parameters: { route: '/house/memberTop', reportApi: { failWith: 'API Server Error' }, expectError: true },
  play: waitForErrorState,
};
/** A period without rows. */
export const NoRows: Story = { parameters: { route: '/onlineGeneral/general/bankAccountung', reportApi: { empty: true } } };
/** A site owner, 陳志明, in Traditional Chinese, with registration age pinned as the landing page. */
export const SiteOwnerChinese: Story = {
  args: { routes: buildRouteTable(DEMO_REPORT_ENTRIES, SITE_OWNER_RIGHTS) },
  beforeEach: session({ operator: SITE_OWNER, permitted: SITE_OWNER_RIGHTS, currency: 'THB', session: { defaultRoute: 'member_reg_age,daily' } }),
  globals: { locale: 'tw' },
  parameters: { route: '/site_owner/member_reg_age' },
};
/** The longest operator name in the toolbar. */
export const LongOperatorName: Story = { beforeEach: session({ operator: LONG_NAMED }) };
/** A group without report rights: the Dashboard alone and the empty-menu note. */
export const NoReportRights: Story = {
  args: { routes: buildRouteTable(DEMO_REPORT_ENTRIES, []) },
  beforeEach: session({ permitted: [] }),
  parameters: { route: '/dashboard' },
};
/** The menu toggle collapsed the left menu on a wide screen. */
export const MenuCollapsed: Story = { beforeEach: session({ session: { menuCollapsed: true } }) };
/** Under 960 px the menu is closed at start and the page takes the width. */
export const Narrow: Story = { globals: narrow };
/** Under 960 px with the menu opened from the toolbar: it floats over the page. */
export const NarrowMenuOpen: Story = { beforeEach: session({ session: { drawerOpen: true } }), globals: narrow };
/** A widget open in the side drawer over the page. */
export const WithSideDrawer: Story = {
  beforeEach: session({ drawer: { open: true, reportId: 'member_stats', params: { site: 1 }, openings: 1 } }),
};
