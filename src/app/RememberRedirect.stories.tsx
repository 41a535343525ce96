import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { REDIRECTED_KEY } from '../state/sessionActions';
import { shellSession } from '../shell/storySupport/shellSession';
import { RememberRedirect } from './RememberRedirect';

/** Where the redirect lands: / (the guard then opens /login); shows what was remembered for after the login. */
function Landing() {
  const { pathname } = useLocation();
  const [remembered, setRemembered] = useState<string | null>(null);
  useEffect(() => setRemembered(localStorage.getItem(REDIRECTED_KEY)), []);
  return (
    <div className="card" style={{ margin: 24, padding: 24, maxWidth: 640 }}>
      <p>Now at <code>{pathname}</code>.</p>
      <p>Remembered as &lsquo;redirected&rsquo;: <code>{remembered ?? '(nothing)'}</code></p>
    </div>
  );
}

function RememberRedirectDemo() {
  return (
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="*" element={<RememberRedirect />} />
    </Routes>
  );
}

const meta = {
  title: 'App/RememberRedirect',
  component: RememberRedirectDemo,
  beforeEach: shellSession({ operator: null }),
  parameters: { route: '/site_owner/member_search?site=1' },
} satisfies Meta<typeof RememberRedirectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-out visit to Member search: it goes to / and the path with its query is kept for after the login. */
export const UnknownPublicPath: Story = {};
/** The Dashboard is where a login lands anyway: nothing is remembered. */
export const Dashboard: Story = { parameters: { route: '/dashboard' } };
