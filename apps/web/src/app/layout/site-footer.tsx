import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { Facebook, Instagram, Linkedin, Mail, Phone, Twitter } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { apiRequest } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { loadAllCatalogues } from '../../lib/i18n';
import { useSocialPages } from './site-config-api';
import './site-footer.css';
import { isEmailAddress, type MessageAnswer, type SocialNetwork } from '@tradewise/shared';
import { LiveControls } from '../../lib/hydrated';

interface FooterSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled column of the footer. */
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

interface FooterLink {
  to: string;
  label: string;
}

/**
 * The link columns: the spec's quick links (home, about, terms, privacy, contact us), then the
 * footer links of spec section 2, each to a real page (decision 10) and each page once: /about,
 * /contact, /terms and /privacy lead to the quick links' pages, so they are not listed again.
 */
const LINK_GROUPS: readonly { id: string; title: string; links: readonly FooterLink[] }[] = [
  {
    id: 'footer-quick-links',
    title: 'footer.quickLinks',
    links: [
      { to: '/', label: 'footer.home' },
      { to: '/about-us', label: 'footer.aboutUs' },
      { to: '/Terms', label: 'footer.terms' },
      { to: '/Privacy', label: 'footer.privacy' },
      { to: '/contact-us', label: 'footer.contactUs' },
    ],
  },
  {
    id: 'footer-customers',
    title: 'footer.forCustomers',
    links: [
      { to: '/how-it-works', label: 'footer.howItWorks' },
      { to: '/reviews', label: 'footer.reviews' },
      { to: '/pricing', label: 'footer.pricing' },
      { to: '/help', label: 'footer.help' },
    ],
  },
  {
    id: 'footer-trades',
    title: 'footer.forTrades',
    links: [
      { to: '/for-tradespeople', label: 'footer.forTradespeople' },
      { to: '/pricing/trades', label: 'footer.tradePricing' },
      { to: '/success-stories', label: 'footer.successStories' },
      { to: '/resources', label: 'footer.resources' },
      { to: '/support', label: 'footer.support' },
    ],
  },
  {
    id: 'footer-company',
    title: 'footer.company',
    links: [
      { to: '/team', label: 'footer.team' },
      { to: '/careers', label: 'footer.careers' },
      { to: '/press', label: 'footer.press' },
      { to: '/blog', label: 'footer.blog' },
    ],
  },
  {
    id: 'footer-legal',
    title: 'footer.legal',
    links: [
      { to: '/cookies', label: 'footer.cookies' },
      { to: '/gdpr', label: 'footer.gdpr' },
    ],
  },
];

function LinkColumns() {
  const { t } = useTranslation();
  return (
    <div className="site-footer__columns">
      {LINK_GROUPS.map((group) => (
        <FooterSection key={group.id} id={group.id} title={t(group.title)}>
          <ul className="site-footer__links">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </FooterSection>
      ))}
    </div>
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
          <span className="visually-hidden">{t('common.labelled', { label: t('footer.phoneLabel') })} </span>
          <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </li>
        <li>
          <Mail size={18} aria-hidden="true" />
          <span className="visually-hidden">{t('common.labelled', { label: t('footer.emailLabel') })} </span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li className="site-footer__hours">{t('footer.hours')}</li>
      </ul>
    </FooterSection>
  );
}

type NewsletterState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'done' };

/**
 * Weekly newsletter sign-up: POST /api/newsletter {email, language}; the address receives a link
 * to confirm (double opt-in). Signing up twice is harmless.
 */
function Newsletter() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NewsletterState>({ kind: 'idle' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setState({ kind: 'invalid', message: t('footer.newsletterRequired') });
    if (!isEmailAddress(value)) return setState({ kind: 'invalid', message: t('footer.newsletterInvalid') });
    setState({ kind: 'sending' });
    // The confirmation email (double opt-in) comes in the language the visitor reads the site in.
    apiRequest<MessageAnswer>('/api/newsletter', { body: { email: value, language: i18n.resolvedLanguage } })
      // The thanks (newsletter.thanks) is not in the core catalogue files the home page loads.
      .then(() => loadAllCatalogues().catch(() => undefined))
      .then(
        () => {
          setState({ kind: 'done' });
          setEmail('');
        },
        (error: unknown) =>
          setState({ kind: 'failed', message: errorText(t, error, { fallback: t('footer.newsletterFailed') }) }),
      );
  };

  const invalid = state.kind === 'invalid';
  return (
    <FooterSection id="footer-newsletter" title={t('footer.newsletterTitle')}>
      <p className="site-footer__muted">{t('footer.newsletterBody')}</p>
      <form className="newsletter" noValidate onSubmit={onSubmit}>
        <LiveControls>
          <label className="newsletter__label" htmlFor="newsletter-email">
            {t('footer.newsletterLabel')}
          </label>
          {invalid && (
            <p className="newsletter__error" id="newsletter-error">
              <span className="visually-hidden">{t('common.errorPrefix')} </span>
              {state.message}
            </p>
          )}
          <div className="newsletter__row">
            <input
              id="newsletter-email"
              className="input newsletter__input"
              type="email"
              autoComplete="email"
              spellCheck={false}
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'newsletter-error' : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (state.kind !== 'sending') setState({ kind: 'idle' });
              }}
            />
            <button type="submit" className="button button--accent" disabled={state.kind === 'sending'}>
              {state.kind === 'sending' ? t('footer.newsletterSending') : t('footer.newsletterSubmit')}
            </button>
          </div>
          <div role="status" className="newsletter__status">
            {state.kind === 'done' && <p className="newsletter__done">{t('newsletter.thanks')}</p>}
          </div>
          {state.kind === 'failed' && (
            <p className="newsletter__error" role="alert">
              {state.message}
            </p>
          )}
        </LiveControls>
      </form>
    </FooterSection>
  );
}

const SOCIAL_ICONS: Record<SocialNetwork, { icon: typeof Facebook; name: string }> = {
  facebook: { icon: Facebook, name: 'Facebook' },
  linkedin: { icon: Linkedin, name: 'LinkedIn' },
  instagram: { icon: Instagram, name: 'Instagram' },
  twitter: { icon: Twitter, name: 'Twitter' },
};

/** The brand's own pages as configured (SOCIAL_*_URL); a network without one is not shown. */
function SocialLinks() {
  const { t } = useTranslation();
  const social = useSocialPages();
  if (social.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('footer.social')}>
      {social.map(({ network, url }) => {
        const { icon: Icon, name } = SOCIAL_ICONS[network];
        return (
          <li key={network}>
            <a className="social-links__link" href={url} rel="noopener noreferrer">
              <Icon size={20} aria-hidden="true" />
              <span className="visually-hidden">{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

interface SiteFooterProps {
  /** Extra sections placed after the contact details. */
  children?: ReactNode;
}

/**
 * The footer every page shares: brand, newsletter, contact, link columns, social links, copyright
 * and the attribution of the postcode data behind the distances shown.
 */
export function SiteFooter({ children }: SiteFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Logo />
          <p>{t('footer.about')}</p>
          <SocialLinks />
        </div>
        <Newsletter />
        <ContactDetails />
        {children}
      </div>
      <div className="container">
        <LinkColumns />
      </div>
      <div className="site-footer__legal">
        <div className="container">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: t('brand.name') })}</p>
          {/* Distances come from Ordnance Survey's Code-Point Open, whose licence asks for this line. */}
          <p className="site-footer__attribution">{t('footer.osAttribution')}</p>
        </div>
      </div>
    </footer>
  );
}
