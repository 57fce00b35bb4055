import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLocalPath } from '../components/local-link';

/**
 * Sends a visitor who is not signed in (as the page needs) to a login page, which returns them
 * here once they are (the address is in the navigation's state, `from`), in the language the
 * address fixes: /fr/dashboard leads to /fr/login.
 *
 * The state is one object per address: <Navigate> navigates again whenever its props change, and
 * the router renders the page again while a navigation is pending. With a new object at each
 * render, each navigation cancelled the one before it, forever, as soon as a navigation had to
 * wait for anything (React Router asking the server for routes it did not know yet: hundreds of
 * /__manifest requests on /fr/dashboard signed out, and the page never moved).
 */
export function ToLogin({ to }: { to: string }) {
  const { pathname, search } = useLocation();
  const local = useLocalPath();
  const from = pathname + search;
  const state = useMemo(() => ({ from }), [from]);
  return <Navigate to={local(to)} replace state={state} />;
}
