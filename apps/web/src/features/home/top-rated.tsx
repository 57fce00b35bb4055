import { Suspense, lazy } from 'react';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { ArrowRight, BadgeCheck, Briefcase, CalendarDays, MapPin, Star } from 'lucide-react';
import type { Profile, PublicStats } from '@tradewise/shared';
import { formatCount, formatScore } from '../../components/reviews/format';
import { topRatedView } from './claims';
import { useTopRated, type Fetched } from './home-api';
import { QuietRetry } from './quiet-retry';
import { dateFormat } from '../../lib/format-locale';

import { Avatar } from './avatar';

// The spec's sample professionals: only on an empty marketplace, so fetched only then.
const Samples = lazy(() => import('./top-rated-samples'));

/** Placeholders while the list loads (as many as the section shows). */
const PLACEHOLDERS = [1, 2, 3];

function ProfileCard({ pro }: { pro: Profile }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const since = dateFormat(language, { month: 'long', year: 'numeric' }).format(new Date(pro.memberSince));
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
          <Star className="pro__star" size={18} aria-hidden="true" />
          <span>
            {t('home.ratingOutOf', { value: formatScore(pro.rating.average, language) })},{' '}
            {t('home.ratingCount', {
              count: pro.rating.count,
              number: formatCount(pro.rating.count, language),
            })}
          </span>
        </p>
      )}
      <ul className="pro__facts">
        <li>
          <MapPin size={18} aria-hidden="true" />
          {pro.city}
        </li>
        <li>
          <Briefcase size={18} aria-hidden="true" />
          {t('home.proJobsWon', { count: pro.jobsWon })}
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
 * marketplace; placeholders while loading and a quiet "Try again" after a failure, never the
 * samples in their place; otherwise an honest line, never invented figures.
 */
export function TopRated({ stats }: { stats: Fetched<PublicStats> }) {
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
          {PLACEHOLDERS.map((n) => (
            <li key={n} className="pro pro--placeholder" aria-hidden="true" />
          ))}
        </ul>
      ) : view === 'real' ? (
        <ul className="pro-grid">
          {topRated.data!.map((pro) => (
            <ProfileCard key={pro._id} pro={pro} />
          ))}
        </ul>
      ) : view === 'samples' ? (
        <Suspense fallback={null}>
          <Samples />
        </Suspense>
      ) : view === 'unavailable' ? (
        <QuietRetry
          message={t('home.topRatedFailed')}
          onRetry={() => {
            topRated.retry();
            if (stats.isError) stats.retry();
          }}
        />
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
