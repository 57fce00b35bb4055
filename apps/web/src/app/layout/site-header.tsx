import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Briefcase, CircleUser, HardHat, LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import type { Role } from '@tradewise/shared';
import { Logo } from '../../components/ui/logo';
import { Dropdown } from '../../components/ui/dropdown';
import { DASHBOARD_PATHS, storedClientEmail, useSignedInRoles } from '../../lib/auth';
import { LanguageMenu } from './language-menu';

const DASHBOARD_LABELS: Record<Role, string> = {
  client: 'header.clientDashboard',
  tradesperson: 'header.tradesDashboard',
  admin: 'header.adminDashboard',
};

function dashboardHref(role: Role) {
  const email = role === 'client' ? storedClientEmail() : null;
  return email ? `${DASHBOARD_PATHS.client}?email=${encodeURIComponent(email)}` : DASHBOARD_PATHS[role];
}

/** Logo, navigation, client and trades menus, language, and sign-in or signed-in actions. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const roles = useSignedInRoles();

  // A new page closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Signing out first leaves the signed-in area, then ends the session: ending it while a guarded
  // page is still shown would send the person to a login page instead of home.
  const [signingOut, setSigningOut] = useState<Role[] | null>(null);
  const onSignOut = () => {
    setSigningOut(roles);
    void navigate('/');
  };
  useEffect(() => {
    if (!signingOut || pathname !== '/') return;
    setSigningOut(null);
    // Fetched when used: the page behind the header (the home page) may not need either.
    void import('../../features/accounts/sign-out')
      .then(({ signOut }) => signOut(signingOut))
      .then(() => import('react-toastify'))
      .then(({ toast }) => toast.info(t('header.signedOut')));
  }, [signingOut, pathname, t]);

  const accountActions = (
    <div className="site-header__actions">
      {roles.length === 0 ? (
        <>
          <Link className="button button--secondary" to="/login">
            {t('header.login')}
          </Link>
          <Link className="button button--accent" to="/register">
            {t('header.joinAsTrade')}
          </Link>
        </>
      ) : (
        <>
          {roles.map((role) => (
            <Link key={role} className="button button--secondary" to={dashboardHref(role)}>
              <LayoutDashboard size={18} aria-hidden="true" />
              {t(DASHBOARD_LABELS[role])}
            </Link>
          ))}
          {/* Clients and tradespeople look after their own account; administrators have none. */}
          {roles.some((role) => role !== 'admin') && (
            <NavLink className="button button--secondary" to="/account">
              <CircleUser size={18} aria-hidden="true" />
              {t('header.account')}
            </NavLink>
          )}
          <button type="button" className="button button--quiet" onClick={onSignOut}>
            <LogOut size={18} aria-hidden="true" />
            {t('header.signOut')}
          </button>
        </>
      )}
    </div>
  );

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand" aria-label={t('header.homeLink', { brand: t('brand.name') })}>
          <Logo />
        </Link>
        {/* Wide screens: language and account actions sit beside the logo. */}
        <div className="site-header__tools wide-only">
          <LanguageMenu />
          {accountActions}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
          <span>{menuOpen ? t('header.closeMenu') : t('header.menu')}</span>
        </button>
      </div>
      <nav id="site-nav" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} aria-label={t('header.mainNav')}>
        <div className="container site-nav__inner">
          <ul className="site-nav__links">
            <li>
              <NavLink to="/find-tradespeople">{t('header.findTradespeople')}</NavLink>
            </li>
            <li>
              <NavLink to="/how-it-works">{t('header.howItWorks')}</NavLink>
            </li>
            <li>
              <NavLink to="/for-tradespeople">{t('header.forTradespeople')}</NavLink>
            </li>
          </ul>
          <div className="site-nav__menus">
            <Dropdown
              label={
                <>
                  <Briefcase size={18} aria-hidden="true" />
                  {t('header.clientMenu')}
                </>
              }
              menuLabel={t('header.clientMenuLabel')}
            >
              <li>
                <Link className="dropdown__item" to="/signin">
                  {t('header.clientSignin')}
                </Link>
              </li>
              <li>
                <Link className="dropdown__item" to="/signup">
                  {t('header.clientSignup')}
                </Link>
              </li>
              <li>
                <Link className="dropdown__item" to="/post-job">
                  {t('header.postJob')}
                </Link>
              </li>
            </Dropdown>
            <Dropdown
              label={
                <>
                  <HardHat size={18} aria-hidden="true" />
                  {t('header.tradesMenu')}
                </>
              }
              menuLabel={t('header.tradesMenuLabel')}
            >
              <li>
                <Link className="dropdown__item" to="/login">
                  {t('header.tradesLogin')}
                </Link>
              </li>
              <li>
                <Link className="dropdown__item" to="/join">
                  {t('header.tradesJoin')}
                </Link>
              </li>
            </Dropdown>
            {/* Phones: language and account actions live in the menu. */}
            <div className="narrow-only">
              <LanguageMenu />
            </div>
          </div>
          <div className="narrow-only">{accountActions}</div>
        </div>
      </nav>
    </header>
  );
}
