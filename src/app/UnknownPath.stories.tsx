import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { shellSession } from '../shell/storySupport/shellSession';
import { ok, stubApi } from '../shell/storySupport/stubApi';
import { UnknownPath } from './UnknownPath';

/** Where the path outside the operator's routes led: the 403 or the 404 page (here, their address). */
function Landed() {
  const { pathname } = useLocation();
  return <div className="card" style={{ margin: 24, padding: 24, maxWidth: 640 }}><p>Now at <code>{pathname}</code>.</p></div>;
}

function UnknownPathDemo() {
  return (
    <Routes>
      <Route path="/403" element={<Landed />} />
      <Route path="/404" element={<Landed />} />
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}

const meta = {
  title: 'App/UnknownPath',
  component: UnknownPathDemo,
  beforeEach: [shellSession({}), () => stubApi({ '/api/report/locate': { status: 8046, result: { message: 'Privilege not enough' } } })],
  parameters: { route: '/provider/trend?f=%7B%7D' },
} satisfies Meta<typeof UnknownPathDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared link to a report the operator's group may not open: the 403 page, not the dashboard. */
export const ReportWithoutRight: Story = {};
/** A path no report has: the 404 page. */
export const NoSuchReport: Story = {
  beforeEach: () => stubApi({ '/api/report/locate': ok({ res: null }) }),
  parameters: { route: '/no/such/report' },
};
/** A hand-built page the group lacks (Group Maintenance): 403 without asking the server. */
export const PageWithoutRight: Story = { parameters: { route: '/maintenance/group' } };
