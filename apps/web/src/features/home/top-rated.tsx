import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, BadgeCheck, Briefcase, CalendarDays, MapPin, Star } from 'lucide-react';
import type { Profile, PublicStats, Trade } from '@tradewise/shared';
import { formatCount, formatScore } from '../../components/reviews/format';
import { StarRating } from '../../components/reviews/star-rating';
import { topRatedView } from './claims';
import { useTopRated, type Loaded } from './home-api';
import { pluralKey } from './plural';
import { formatLocale } from '../../lib/format-locale';

/**
 * The spec's static sample professionals, shown only on an empty marketplace (no tradesperson
 * approved at all), each marked as an example: they are not real people or real reviews.
 */
interface SampleProfessional {
  id: string;
  name: string;
  trade: Trade;
  rating: number;
  reviews: number;
  location: string;
  verified: boolean;
  yearsExperience: number;
}

const SAMPLES: readonly SampleProfessional[] = [
  {
    id: 'sample-1',
    name: 'James Carter',
    trade: 'plumber',
    rating: 4.9,
    reviews: 127,
    location: 'Manchester',
    verified: true,
    yearsExperience: 12,
  },
  {
    id: 'sample-2',
    name: 'Sophie Bennett',
    trade: 'electrician',
    rating: 4.8,
    reviews: 94,
    location: 'Leeds',
    verified: true,
    yearsExperience: 9,
  },
  {
    id: 'sample-3',
    name: 'Daniel Okafor',
    trade: 'carpenter',
    rating: 4.9,
    reviews: 112,
    location: 'Bristol',
    verified: true,
    yearsExperience: 15,
  },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

function Avatar({ name }: { name: string }) {
  return (
    <span className="pro__avatar" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

function SampleCard({ pro }: { pro: SampleProfessional }) {
  const { t, i18n } = useTranslation();
  const rating = new Intl.NumberFormat(formatLocale(i18n.resolvedLanguage), { minimumFractionDigits: 1 }).format(
    pro.rating,
  );
  return (
    <li className="pro">
      <span className="pro__example">{t('home.sampleTag')}</span>
      <div className="pro__head">
        <Avatar name={pro.name} />
        <div>
          <h3 className="pro__name">
            {pro.name}
            {pro.verified && (
              <BadgeCheck className="pro__verified" size={20} role="img" aria-label={t('home.verified')} />
            )}
          </h3>
          <p className="pro__trade">{t(`trades.${pro.trade}`)}</p>
        </div>
      </div>
      <p className="pro__rating">
        <Star className="pro__star" size={18} aria-hidden="true" />
        <span>{t('home.proRating', { rating, reviews: pro.reviews })}</span>
      </p>
      <ul className="pro__facts">
        <li>
          <MapPin size={18} aria-hidden="true" />
          {pro.location}
        </li>
        <li>
          <CalendarDays size={18} aria-hidden="true" />
          {t('home.proExperience', { years: pro.yearsExperience })}
        </li>
      </ul>
      <Link className="button button--secondary pro__action" to="/directory">
        {t('home.viewProfile')}
        <span className="visually-hidden">: {pro.name}</span>
      </Link>
    </li>
  );
}

function ProfileCard({ pro }: { pro: Profile }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const since = new Intl.DateTimeFormat(formatLocale(language), { month: 'long', year: 'numeric' }).format(
    new Date(pro.memberSince),
  );
  return (
    <li className="pro">
      <div className="pro__head">
        <Avatar name={pro.name} />
        <div>
          <h3 className="pro__name">
            {pro.name}
            {/* Only approved tradespeople are listed: approval is the verification. */}
            <BadgeCheck className="pro__verified" size={20} role="img" aria-label={t('home.verified')} />
          </h3>
          <p className="pro__trade">
            {t(`trades.${pro.trade}`)} · {pro.businessName}
          </p>
        </div>
      </div>
      {pro.rating.average !== null && pro.rating.count > 0 && (
        <p className="pro__rating">
          <StarRating
            value={pro.rating.average}
            count={pro.rating.count}
            words={{
              outOf: t('home.ratingOutOf', { value: formatScore(pro.rating.average, language) }),
              count: t(pluralKey(language, pro.rating.count, 'home.ratingCountOne', 'home.ratingCount'), {
                number: formatCount(pro.rating.count, language),
              }),
            }}
          />
        </p>
      )}
      <ul className="pro__facts">
        <li>
          <MapPin size={18} aria-hidden="true" />
          {pro.city}
        </li>
        <li>
          <Briefcase size={18} aria-hidden="true" />
          {t(pluralKey(language, pro.jobsWon, 'home.proJobsWonOne', 'home.proJobsWon'), {
            count: pro.jobsWon,
          })}
        </li>
        <li>
          <CalendarDays size={18} aria-hidden="true" />
          {t('home.proMemberSince', { date: since })}
        </li>
      </ul>
      <Link className="button button--secondary pro__action" to={`/tradespeople/${pro._id}`}>
        {t('home.viewProfile')}
        <span className="visually-hidden">: {pro.name}</span>
      </Link>
    </li>
  );
}

/**
 * Top-rated professionals: the real ones with their ratings; the spec's samples only on an empty
 * marketplace; otherwise an honest line, never invented figures.
 */
export function TopRated({ stats }: { stats: Loaded<PublicStats> }) {
  const { t } = useTranslation();
  const topRated = useTopRated();
  const view = topRatedView(topRated, stats);
  const lead = {
    real: t('home.topRatedLead', { brand: t('brand.name') }),
    samples: t('home.topRatedSampleLead'),
    loading: null,
    unrated: t('home.topRatedUnrated'),
    unavailable: null,
  }[view];
  return (
    <section className="container section" aria-labelledby="top-rated-title">
      <h2 id="top-rated-title" className="section__title">
        {t('home.topRatedTitle')}
      </h2>
      {lead && <p className="section__lead">{lead}</p>}
      {view === 'loading' ? (
        <ul className="pro-grid" aria-busy="true" aria-label={t('common.loading')}>
          {SAMPLES.map((sample) => (
            <li key={sample.id} className="pro pro--placeholder" aria-hidden="true" />
          ))}
        </ul>
      ) : view === 'real' ? (
        <ul className="pro-grid">
          {topRated.data!.map((pro) => (
            <ProfileCard key={pro._id} pro={pro} />
          ))}
        </ul>
      ) : view === 'samples' ? (
        <ul className="pro-grid">
          {SAMPLES.map((pro) => (
            <SampleCard key={pro.id} pro={pro} />
          ))}
        </ul>
      ) : (
        <p>
          <Link className="arrow-link" to="/directory">
            {t('home.topRatedBrowse')}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </p>
      )}
    </section>
  );
}
