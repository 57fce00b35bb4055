import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail, Phone } from 'lucide-react';
import { Logo } from '../../components/ui/logo';

interface FooterSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled column of the footer; further sections (newsletter, social links) use the same. */
export function FooterSection({ id, title, children }: FooterSectionProps) {
  return (
    <section className="site-footer__section" aria-labelledby={id}>
      <h2 className="site-footer__heading" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const QUICK_LINKS = [
  { to: '/', label: 'footer.home' },
  { to: '/about-us', label: 'footer.aboutUs' },
  { to: '/Terms', label: 'footer.terms' },
  { to: '/Privacy', label: 'footer.privacy' },
  { to: '/contact-us', label: 'footer.contactUs' },
] as const;

function QuickLinks() {
  const { t } = useTranslation();
  return (
    <FooterSection id="footer-quick-links" title={t('footer.quickLinks')}>
      <ul className="site-footer__links">
        {QUICK_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </FooterSection>
  );
}

function ContactDetails() {
  const { t } = useTranslation();
  const phone = t('footer.phone');
  const email = t('footer.email');
  return (
    <FooterSection id="footer-contact" title={t('footer.contact')}>
      <ul className="site-footer__contact">
        <li>
          <Phone size={18} aria-hidden="true" />
          <span className="visually-hidden">{t('footer.phoneLabel')}: </span>
          <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </li>
        <li>
          <Mail size={18} aria-hidden="true" />
          <span className="visually-hidden">{t('footer.emailLabel')}: </span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li className="site-footer__hours">{t('footer.hours')}</li>
      </ul>
    </FooterSection>
  );
}

interface SiteFooterProps {
  /** Extra sections placed after the quick links and contact details. */
  children?: ReactNode;
}

/** The footer every page shares: brand blurb, quick links, contact details, copyright. */
export function SiteFooter({ children }: SiteFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p>{t('footer.about')}</p>
        </div>
        <QuickLinks />
        <ContactDetails />
        {children}
      </div>
      <div className="site-footer__legal">
        <div className="container">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: t('brand.name') })}</p>
        </div>
      </div>
    </footer>
  );
}
