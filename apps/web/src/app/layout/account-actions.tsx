import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link, NavLink } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { CircleUser, LayoutDashboard, LogOut } from 'lucide-react';
import type { Role } from '@tradewise/shared';
import { DASHBOARD_PATHS, storedClientEmail } from '../../lib/auth';
import { toast } from '../../lib/toast';

// Fetched only once a client or tradesperson is signed in: it reads the server-state cache.
const MessagesLink = lazy(() => import('../../features/messaging/messages-link'));

const DASHBOARD_LABELS: Record<Role, string> = {
  client: 'header.clientDashboard',
  tradesperson: 'header.tradesDashboard',
  admin: 'header.adminDashboard',
};

function dashboardHref(role: Role) {
  const email = role === 'client' ? storedClientEmail() : null;
  return email ? `${DASHBOARD_PATHS.client}?email=${encodeURIComponent(email)}` : DASHBOARD_PATHS[role];
}

/** Signed out: each role's way in, side by side and equally visible. */
function SignInActions() {
  const { t } = useTranslation();
  return (
    <div className="site-header__actions">
      <Link className="button button--secondary" to="/signin">
        {t('header.clientLogin')}
      </Link>
      <Link className="button button--secondary" to="/login">
        {t('header.login')}
      </Link>
      <Link className="button button--accent" to="/register">
        {t('header.joinAsTrade')}
      </Link>
    </div>
  );
}

/** Signed in: the person's own dashboard(s), their account and sign out; no other role's way in. */
function SignedInActions({ roles }: { roles: Role[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Signing out first leaves the signed-in area, then ends the session: ending it while a guarded
  // page is still shown would send the person to a login page instead of home.
  const [signingOut, setSigningOut] = useState<Role[] | null>(null);
  useEffect(() => {
    if (!signingOut || pathname !== '/') return;
    setSigningOut(null);
    // Fetched when used: the page behind the header (the home page) may not need it.
    void import('../../features/accounts/sign-out')
      .then(({ signOut }) => signOut(signingOut))
      .then(() => toast.info(t('header.signedOut')));
  }, [signingOut, pathname, t]);

  return (
    <div className="site-header__actions" role="group" aria-label={t('header.accountMenu')}>
      {roles.map((role) => (
        <Link key={role} className="button button--secondary" to={dashboardHref(role)}>
          <LayoutDashboard size={18} aria-hidden="true" />
          {t(DASHBOARD_LABELS[role])}
        </Link>
      ))}
      {roles.some((role) => role !== 'admin') && (
        <Suspense fallback={null}>
          <MessagesLink />
        </Suspense>
      )}
      {/* Clients and tradespeople look after their own account; administrators have none. */}
      {roles.some((role) => role !== 'admin') && (
        <NavLink className="button button--secondary" to="/account">
          <CircleUser size={18} aria-hidden="true" />
          {t('header.account')}
        </NavLink>
      )}
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          setSigningOut(roles);
          void navigate('/');
        }}
      >
        <LogOut size={18} aria-hidden="true" />
        {t('header.signOut')}
      </button>
    </div>
  );
}

/** The header's account actions for whoever is (or is not) signed in. */
export function AccountActions({ roles }: { roles: Role[] }) {
  return roles.length === 0 ? <SignInActions /> : <SignedInActions roles={roles} />;
}
