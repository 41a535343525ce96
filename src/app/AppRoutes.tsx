import { Navigate, Route, Routes } from 'react-router-dom';
import ErrorPage from '../pages/errors/ErrorPage';
import LoginPage from '../pages/login/LoginPage';
import { MainLayout } from '../shell/layout/MainLayout';
import { GROUP_REDIRECTS } from '../shell/routes/redirects';
import type { ShellRoute } from '../shell/routes/shellRoute';
import { RememberRedirect } from './RememberRedirect';
import { RouteElement } from './RouteElement';
import { UnknownPath } from './UnknownPath';

const errorRoutes = [
  <Route key="403" path="/403" element={<ErrorPage code={403} />} />,
  <Route key="404" path="/404" element={<ErrorPage code={404} />} />,
  <Route key="500" path="/500" element={<ErrorPage code={500} />} />,
];

/** Spec §2 public routes: /login and the error pages; anything else goes to /. */
export function PublicRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {errorRoutes}
      <Route path="/" element={null} />
      <Route path="*" element={<RememberRedirect />} />
    </Routes>
  );
}

/** Spec §2 authenticated routes inside the main layout; a path outside them goes to /403 or /404 (UnknownPath). */
export function AuthenticatedRoutes({ routes }: { routes: readonly ShellRoute[] }) {
  return (
    <Routes>
      {errorRoutes}
      <Route element={<MainLayout routes={routes} />}>
        {Object.entries(GROUP_REDIRECTS).map(([from, to]) => <Route key={from} path={from} element={<Navigate to={to} replace />} />)}
        {routes.map((route) => <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />)}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}
