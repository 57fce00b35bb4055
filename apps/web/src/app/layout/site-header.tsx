import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { Briefcase, HardHat, Menu, X } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { Dropdown } from '../../components/ui/dropdown';
import { useSignedInRoles } from '../../lib/auth';
import { AccountActions } from './account-actions';
import { LanguageMenu } from './language-menu';

// Loaded only for a signed-in client or tradesperson, so the signed-out home page does not carry it.
const MenuUnreadBadge = lazy(() =>
  import('../../features/messaging/messages-link').then((module) => ({ default: module.MenuUnreadBadge })),
);

/** Signed out: the clients' and the tradespeople's ways in, each in its own menu. */
function RoleMenus() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** Logo, navigation, client and trades menus (signed out), language, and sign-in or signed-in actions. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
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

  const accountActions = <AccountActions roles={roles} />;

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
          {!menuOpen && roles.some((role) => role !== 'admin') && (
            <Suspense fallback={null}>
              <MenuUnreadBadge />
            </Suspense>
          )}
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
            {roles.includes('client') && (
              <li>
                <NavLink to="/post-job">{t('header.postJob')}</NavLink>
              </li>
            )}
          </ul>
          <div className="site-nav__menus">
            {roles.length === 0 && <RoleMenus />}
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
