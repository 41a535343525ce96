import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { redirectSourceToRemember } from '../shell/guard/guardDecision';
import { REDIRECTED_KEY } from '../state/sessionActions';

/** Unknown public paths go to /; the path asked for is remembered for after the login (spec §2). */
export function RememberRedirect() {
  const { pathname, search } = useLocation();
  const source = redirectSourceToRemember(pathname);
  useEffect(() => {
    if (source) localStorage.setItem(REDIRECTED_KEY, source + search);
  }, [source, search]);
  return <Navigate to="/" replace />;
}
