import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  BadgeCheck,
  Calculator,
  ClipboardList,
  HardHat,
  MapPin,
  Scale,
  ShieldCheck,
  Smartphone,
  Star,
  ThumbsUp,
  Users,
} from 'lucide-react';
import type { PublicStats } from '@tradewise/shared';
import { useSignedInRoles } from '../../lib/auth';
import { claimWords, liveClaims } from './claims';
import appStoreBadge from '../../assets/app-store-badge.svg';
import googlePlayBadge from '../../assets/google-play-badge.svg';

const POINTS = [
  { icon: BadgeCheck, title: 'home.pointApprovedTitle', body: 'home.pointApprovedBody' },
  { icon: ShieldCheck, title: 'home.pointInsuredTitle', body: 'home.pointInsuredBody' },
  { icon: MapPin, title: 'home.pointLocalTitle', body: 'home.pointLocalBody' },
  { icon: Scale, title: 'home.pointChoiceTitle', body: 'home.pointChoiceBody' },
] as const;

/** Trust blurbs: why the tradespeople here can be trusted. */
export function TrustPoints() {
  const { t } = useTranslation();
  return (
    <section className="container section" aria-labelledby="points-title">
      <h2 id="points-title" className="section__title">
        {t('home.pointsTitle', { brand: t('brand.name') })}
      </h2>
      <ul className="points points--four">
        {POINTS.map(({ icon: Icon, title, body }) => (
          <li key={title} className="point">
            <span className="point__icon" aria-hidden="true">
              <Icon size={28} />
            </span>
            <h3 className="point__title">{t(title)}</h3>
            <p>{t(body, { brand: t('brand.name') })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Need a Tradesperson?', 'Are You a Tradesperson?' and the quote calculator. */
export function ActionCards({ onQuote }: { onQuote: () => void }) {
  const { t } = useTranslation();
  const clientSignedIn = useSignedInRoles().includes('client');
  return (
    <section className="container section" aria-label={t('home.actionsLabel')}>
      <ul className="action-cards">
        <li className="action-card action-card--client">
          <span className="action-card__icon" aria-hidden="true">
            <ClipboardList size={28} />
          </span>
          <h2 className="action-card__title">{t('home.needTitle')}</h2>
          <p>{t('home.needBody')}</p>
          {/* Posting a job needs a client account: signed-out visitors sign in first (spec). */}
          <Link className="button button--accent" to={clientSignedIn ? '/post-job' : '/signin'}>
            {t('home.postJob')}
          </Link>
        </li>
        <li className="action-card action-card--trade">
          <span className="action-card__icon" aria-hidden="true">
            <HardHat size={28} />
          </span>
          <h2 className="action-card__title">{t('home.tradeTitle')}</h2>
          <p>{t('home.tradeBody')}</p>
          <Link className="button button--primary" to="/join">
            {t('home.join')}
          </Link>
        </li>
        <li className="action-card action-card--quote">
          <span className="action-card__icon" aria-hidden="true">
            <Calculator size={28} />
          </span>
          <h2 className="action-card__title">{t('home.quoteTitle')}</h2>
          <p>{t('home.quoteBody')}</p>
          <button type="button" className="button button--secondary" onClick={onQuote}>
            {t('home.quoteAction')}
          </button>
        </li>
      </ul>
    </section>
  );
}

const CLAIM_ICONS = { rating: Star, clientsServed: Users, satisfiedClients: ThumbsUp } as const;

/**
 * About us, with the claims of spec section 1 made live: each figure comes from GET /api/stats
 * and shows only when it is above zero (none while loading or after an error).
 */
export function AboutSection({ stats }: { stats: PublicStats | undefined }) {
  const { t, i18n } = useTranslation();
  const claims = liveClaims(stats);
  return (
    <section className="about-band" aria-labelledby="about-title">
      <div className="container about-band__inner">
        <div className="about-band__copy">
          <h2 id="about-title" className="section__title">
            {t('home.aboutTitle', { brand: t('brand.name') })}
          </h2>
          <p>{t('home.aboutBody1', { brand: t('brand.name') })}</p>
          <p>{t('home.aboutBody2')}</p>
          <Link className="arrow-link" to="/about-us">
            {t('home.aboutMore')}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
        {claims.length > 0 && (
          <ul className="claims">
            {claims.map((claim) => {
              const Icon = CLAIM_ICONS[claim.kind];
              const { value, label } = claimWords(claim, t, i18n.resolvedLanguage);
              return (
                <li key={claim.kind} className="claim">
                  <Icon className="claim__icon" size={24} aria-hidden="true" />
                  <span className="claim__value">{value}</span>
                  <span className="claim__label">{label}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Popular towns with the postcode area the directory is filtered by. */
const TOWNS = [
  { key: 'london', area: 'SW' },
  { key: 'manchester', area: 'M' },
  { key: 'birmingham', area: 'B' },
  { key: 'leeds', area: 'LS' },
  { key: 'liverpool', area: 'L' },
  { key: 'bristol', area: 'BS' },
  { key: 'sheffield', area: 'S' },
  { key: 'newcastle', area: 'NE' },
  { key: 'nottingham', area: 'NG' },
  { key: 'glasgow', area: 'G' },
  { key: 'edinburgh', area: 'EH' },
  { key: 'cardiff', area: 'CF' },
] as const;

/** Local tradespeople: the directory by town. */
export function LocalSection() {
  const { t } = useTranslation();
  return (
    <section className="container section" aria-labelledby="local-title">
      <h2 id="local-title" className="section__title">
        {t('home.localTitle')}
      </h2>
      <p className="section__lead">{t('home.localBody')}</p>
      <ul className="town-list">
        {TOWNS.map(({ key, area }) => (
          <li key={key}>
            <Link className="town" to={`/directory?near=${area}`}>
              <MapPin size={18} aria-hidden="true" />
              <span>{t(`home.towns.${key}`)}</span>
              <span className="town__area">{area}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link className="arrow-link" to="/directory">
          {t('home.localAll')}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </p>
    </section>
  );
}

/** The trades sign-up card (-> /register). */
export function TradesSignup() {
  const { t } = useTranslation();
  return (
    <section className="container section" aria-labelledby="trades-signup-title">
      <div className="trades-signup">
        <div>
          <h2 id="trades-signup-title" className="trades-signup__title">
            {t('home.tradesSignupTitle')}
          </h2>
          <p>{t('home.tradesSignupBody')}</p>
        </div>
        <Link className="button button--accent button--large" to="/register">
          {t('home.tradesSignupAction')}
        </Link>
      </div>
    </section>
  );
}

/** The app promo, honestly: the apps are not out yet. */
export function AppPromo() {
  const { t } = useTranslation();
  return (
    <section className="container section" aria-labelledby="app-title">
      <div className="app-promo">
        <span className="app-promo__icon" aria-hidden="true">
          <Smartphone size={40} />
        </span>
        <div className="app-promo__copy">
          <h2 id="app-title" className="app-promo__title">
            {t('home.appTitle', { brand: t('brand.name') })}
          </h2>
          <p>{t('home.appBody')}</p>
        </div>
        <div className="app-promo__stores">
          <p className="app-promo__soon">{t('home.appSoon')}</p>
          <ul className="app-promo__badges">
            <li>
              <img src={appStoreBadge} width={150} height={45} alt={t('home.appStoreSoon')} loading="lazy" />
            </li>
            <li>
              <img src={googlePlayBadge} width={150} height={45} alt={t('home.googlePlaySoon')} loading="lazy" />
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
